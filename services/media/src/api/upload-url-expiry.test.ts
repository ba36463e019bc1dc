import { MEDIA_MESSAGES } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { useTestDatabase } from '@campusloop/testing';
import { signUpload } from '../domain/upload-signature';
import { TEST_SIGNING_SECRET, useMediaTestApp } from '../testing/media-test-app';
import { png } from '../testing/test-images';
import { putUpload } from '../testing/upload-client';
import { uploadFlow } from '../testing/upload-flow';

const db = useTestDatabase();
const media = useMediaTestApp(() => db.connection());
const flow = uploadFlow(() => media.app);
const TEN_YEARS_S = 10 * 365 * 24 * 3600;

/** The presigned URL with another expiry, correctly signed with the installation's secret. */
function resigned(uploadUrl: string, key: string, contentType: string, size: number, expires: number): string {
  const url = new URL(uploadUrl, media.app.baseUrl);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('sig', signUpload(TEST_SIGNING_SECRET, { key, contentType, size, expires }));
  return url.toString();
}

describe('the expiry of an upload URL (local driver)', () => {
  it('when a presigned URL is re-signed to expire in 10 years, then 403 and nothing is stored, even though the signature is right', async () => {
    const bytes = await png();
    const ticket = await flow.presignOk(newId(), { context: 'POST', contentType: 'image/png', size: bytes.length });
    const farFuture = Math.floor(Date.now() / 1000) + TEN_YEARS_S;

    const response = await putUpload(resigned(ticket.uploadUrl, ticket.key, 'image/png', bytes.length, farFuture), ticket, bytes);

    expect(response.status).toBe(403);
    expect(JSON.parse(response.text).message).toBe(MEDIA_MESSAGES.uploadUrlInvalid);
    expect(await media.storage.storedObjects()).not.toContainEqual(expect.stringContaining(ticket.key));
  });

  it('when the URL is re-signed one second past the expiry presign gave it, then 403; the URL as presigned still works', async () => {
    const bytes = await png();
    const ticket = await flow.presignOk(newId(), { context: 'POST', contentType: 'image/png', size: bytes.length });
    const given = Math.floor(Date.parse(ticket.expiresAt) / 1000);

    const stretched = await putUpload(resigned(ticket.uploadUrl, ticket.key, 'image/png', bytes.length, given + 1), ticket, bytes);
    const asGiven = await putUpload(media.app.absolute(ticket.uploadUrl), ticket, bytes);

    expect(stretched.status).toBe(403);
    expect(asGiven.status).toBe(204);
  });
});
