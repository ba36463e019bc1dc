import request from 'supertest';
import {
  presignResponseSchema,
  type MediaContext,
  type PresignRequest,
  type PresignResponse,
  type UploadDescriptor,
} from '@campusloop/contracts';
import { serviceAuthorization } from '@campusloop/testing';
import type { MediaTestApp } from './media-test-app';
import { putUpload } from './upload-client';

/** Story steps shared by the API tests: presign as a user, PUT the bytes, attach as a service. */
export function uploadFlow(t: () => MediaTestApp) {
  const api = () => request(t().baseUrl);

  async function presign(userId: string, body: Record<string, unknown>) {
    return api()
      .post('/api/v1/uploads/presign')
      .set('Authorization', await t().auth.bearer({ sub: userId }))
      .send(body);
  }

  async function presignOk(userId: string, body: PresignRequest): Promise<PresignResponse> {
    const response = await presign(userId, body);
    if (response.status !== 200) throw new Error(`presign answered ${response.status}: ${JSON.stringify(response.body)}`);
    return presignResponseSchema.parse(response.body);
  }

  async function upload(userId: string, context: MediaContext, bytes: Buffer, contentType: string, extra: Partial<PresignRequest> = {}) {
    const ticket = await presignOk(userId, { context, contentType: contentType as PresignRequest['contentType'], size: bytes.length, ...extra });
    const put = await putUpload(t().absolute(ticket.uploadUrl), ticket, bytes);
    if (put.status >= 300) throw new Error(`PUT answered ${put.status}: ${put.text}`);
    const descriptor: UploadDescriptor = {
      s3Key: ticket.key,
      originalFilename: 'photo',
      contentType: contentType as UploadDescriptor['contentType'],
      fileSize: bytes.length,
    };
    return { ticket, descriptor };
  }

  // Another service's calls: with its service token, as feed, events and identity send them.
  const attach = async (body: Record<string, unknown>) =>
    api().post('/internal/uploads/attach').set('authorization', await serviceAuthorization('feed')).send(body);
  const detach = async (body: Record<string, unknown>) =>
    api().post('/internal/uploads/detach').set('authorization', await serviceAuthorization('feed')).send(body);

  return { api, presign, presignOk, upload, attach, detach };
}
