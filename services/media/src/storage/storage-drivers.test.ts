import request from 'supertest';
import sharp from 'sharp';
import {
  IMAGE_MAX_BYTES,
  MEDIA_MESSAGES,
  errorBodySchema,
  maxImagesMessage,
  mediaAttachResponseSchema,
  presignResponseSchema,
  type MediaContext,
  type PresignResponse,
  type UploadDescriptor,
} from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { serviceAuthorization, useTestDatabase } from '@campusloop/testing';
import { startLocalStorage, startMediaTestApp, startS3Storage, type MediaTestApp, type StorageUnderTest } from '../testing/media-test-app';
import { jpegOfSize, jpegWithGps, png, webp } from '../testing/test-images';
import { putChunked, putUpload, refusalReason, type PutResult } from '../testing/upload-client';

const db = useTestDatabase();

/** How each driver refuses a bad PUT: the local driver answers itself, S3 refuses on its signature. */
const drivers = [
  {
    name: 'local',
    start: () => startLocalStorage(),
    refusals: {
      moreThanDeclared: { status: 413, reason: MEDIA_MESSAGES.sizeMismatch },
      streamedPast7MB: { status: 413, reason: MEDIA_MESSAGES.fileTooLarge },
      otherContentType: { status: 415, reason: MEDIA_MESSAGES.invalidFileType },
      expired: { status: 403, reason: MEDIA_MESSAGES.uploadUrlInvalid },
      tampered: { status: 403, reason: MEDIA_MESSAGES.uploadUrlInvalid },
    },
  },
  {
    name: 's3',
    start: () => startS3Storage(),
    refusals: {
      moreThanDeclared: { status: 403, reason: 'SignatureDoesNotMatch' },
      streamedPast7MB: { status: 403, reason: 'SignatureDoesNotMatch' },
      otherContentType: { status: 403, reason: 'SignatureDoesNotMatch' },
      expired: { status: 403, reason: 'AccessDenied' },
      tampered: { status: 403, reason: 'SignatureDoesNotMatch' },
    },
  },
] as const;

describe.each(drivers)('uploads with the $name storage driver', ({ start, refusals }) => {
  let storage: StorageUnderTest;
  let t: MediaTestApp;

  beforeAll(async () => {
    storage = await start();
    t = await startMediaTestApp(db.connection(), storage.storage);
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });
  afterEach(() => t.clock.reset());

  const api = () => request(t.baseUrl);

  async function presign(userId: string, body: Record<string, unknown>) {
    return api()
      .post('/api/v1/uploads/presign')
      .set('Authorization', await t.auth.bearer({ sub: userId }))
      .send(body);
  }

  async function presignOk(userId: string, context: MediaContext, contentType: string, size: number): Promise<PresignResponse> {
    const response = await presign(userId, { context, contentType, size, referenceId: null, isAnonymous: false });
    expect(response.status).toBe(200);
    return presignResponseSchema.parse(response.body);
  }

  const descriptorOf = (p: PresignResponse, contentType: string, fileSize: number, originalFilename = 'photo.jpg') =>
    ({ s3Key: p.key, originalFilename, contentType, fileSize }) as UploadDescriptor;

  const attach = async (userId: string, context: MediaContext, referenceId: string, descriptors: UploadDescriptor[]) =>
    api().post('/internal/uploads/attach').set('authorization', await serviceAuthorization('feed')).send({ userId, context, referenceId, descriptors });

  const put = (p: PresignResponse, body: Buffer, headers?: Record<string, string>) =>
    putUpload(t.absolute(p.uploadUrl), p, body, headers);

  /** Objects stored for this key anywhere, plus leftovers of interrupted writes. */
  async function storedFor(key: string): Promise<string[]> {
    const id = key.split('/')[1]?.split('.')[0] ?? key;
    return (await storage.storedObjects()).filter((object) => object.includes(id) || object.startsWith('tmp'));
  }

  const refusal = (result: PutResult) => ({ status: result.status, reason: refusalReason(result) });

  async function fetchImage(url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
    const response = await fetch(t.absolute(url));
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
  }

  it('when a student uploads a phone photo with GPS EXIF, the stored image is re-encoded without metadata', async () => {
    const userId = newId();
    const postId = newId();
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const ticket = await presignOk(userId, 'POST', 'image/jpeg', photo.length);
    const uploaded = await put(ticket, photo);
    const attached = await attach(userId, 'POST', postId, [descriptorOf(ticket, 'image/jpeg', photo.length, 'beach.jpg')]);

    expect(uploaded.status).toBeLessThan(300);
    expect(attached.status).toBe(200);
    const [item] = mediaAttachResponseSchema.parse(attached.body).items;
    expect(item).toMatchObject({ isDefault: false, s3Key: ticket.key, originalFilename: 'beach.jpg', contentType: 'image/jpeg' });
    const image = await fetchImage(item?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/jpeg');
    expect(image.body.length).toBe(item?.fileSize);
    const stored = await sharp(image.body).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(stored.exif).toBeUndefined();
    expect(image.body.includes(Buffer.from('CampusLoopTestCam'))).toBe(false);
    expect(await storedFor(ticket.key)).toEqual([expect.stringMatching(new RegExp(`${ticket.key}$`))]);
  });

  it.each([
    ['image/png', png],
    ['image/webp', webp],
  ])('when a %s is uploaded and attached, it is served in its own format', async (contentType, make) => {
    const userId = newId();
    const bytes = await make();
    const ticket = await presignOk(userId, 'MARKETPLACE', contentType, bytes.length);

    await put(ticket, bytes);
    const attached = await attach(userId, 'MARKETPLACE', newId(), [descriptorOf(ticket, contentType, bytes.length)]);

    expect(attached.status).toBe(200);
    const image = await fetchImage(attached.body.items[0].url);
    expect(image.type).toBe(contentType);
  });

  it('when the declared size is over 7MB, presign refuses with the spec text and nothing is reserved', async () => {
    const userId = newId();

    const response = await presign(userId, { context: 'POST', contentType: 'image/jpeg', size: IMAGE_MAX_BYTES + 1, referenceId: null });

    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).message).toBe('File size exceeds 7MB limit');
    expect(await t.deps.uploads.countDocuments({ userId })).toBe(0);
  });

  it('when more bytes are sent than declared, the upload is refused and nothing is stored', async () => {
    const userId = newId();
    const ticket = await presignOk(userId, 'POST', 'image/jpeg', 1000);

    const uploaded = await put(ticket, await jpegOfSize(1500));
    const attached = await attach(userId, 'POST', newId(), [descriptorOf(ticket, 'image/jpeg', 1000)]);

    expect(refusal(uploaded)).toEqual(refusals.moreThanDeclared);
    expect(attached.status).toBeGreaterThanOrEqual(400);
    expect(await storedFor(ticket.key)).toEqual([]);
  });

  it('when bytes keep streaming past 7MB without a length, the upload is stopped and nothing is stored', async () => {
    const userId = newId();
    const ticket = await presignOk(userId, 'POST', 'image/jpeg', IMAGE_MAX_BYTES);

    const uploaded = await putChunked(t.absolute(ticket.uploadUrl), ticket.headers, await jpegOfSize(1024), IMAGE_MAX_BYTES + 256 * 1024);
    const attached = await attach(userId, 'POST', newId(), [descriptorOf(ticket, 'image/jpeg', IMAGE_MAX_BYTES)]);

    expect(refusal(uploaded)).toEqual(refusals.streamedPast7MB);
    expect(attached.status).toBeGreaterThanOrEqual(400);
    expect(await storedFor(ticket.key)).toEqual([]);
  });

  it('when the bytes are a PNG declared as JPEG, the upload is refused as an invalid type and nothing is stored', async () => {
    const userId = newId();
    const bytes = await png();
    const ticket = await presignOk(userId, 'POST', 'image/jpeg', bytes.length);

    const uploaded = await put(ticket, bytes);
    const attached = await attach(userId, 'POST', newId(), [descriptorOf(ticket, 'image/jpeg', bytes.length)]);

    const first = uploaded.status >= 400 ? refusal(uploaded) : { status: attached.status, reason: attached.body.message };
    expect(first).toEqual({ status: 415, reason: 'Invalid file type. Only JPEG, PNG, and WebP images are allowed' });
    expect(attached.status).toBeGreaterThanOrEqual(400);
    expect(await storedFor(ticket.key)).toEqual([]);
  });

  it('when the PUT claims another content type than was signed, it is refused and nothing is stored', async () => {
    const userId = newId();
    const bytes = await jpegWithGps();
    const ticket = await presignOk(userId, 'POST', 'image/jpeg', bytes.length);

    const uploaded = await put(ticket, bytes, { 'Content-Type': 'image/png' });

    expect(refusal(uploaded)).toEqual(refusals.otherContentType);
    expect(await storedFor(ticket.key)).toEqual([]);
  });

  it('when the upload URL has expired, the PUT is refused and nothing is stored', async () => {
    const userId = newId();
    const bytes = await jpegWithGps();
    t.clock.set(new Date(Date.now() - 60 * 60 * 1000));
    const ticket = await presignOk(userId, 'POST', 'image/jpeg', bytes.length);
    t.clock.reset();

    const uploaded = await put(ticket, bytes);
    const attached = await attach(userId, 'POST', newId(), [descriptorOf(ticket, 'image/jpeg', bytes.length)]);

    expect(refusal(uploaded)).toEqual(refusals.expired);
    expect(attached.status).toBe(409);
    expect(attached.body.message).toBe(MEDIA_MESSAGES.uploadIncomplete);
    expect(await storedFor(ticket.key)).toEqual([]);
  });

  it('when the signature in the URL was tampered with, the PUT is refused and nothing is stored', async () => {
    const userId = newId();
    const bytes = await jpegWithGps();
    const ticket = await presignOk(userId, 'POST', 'image/jpeg', bytes.length);
    const tampered = ticket.uploadUrl.replace(/((?:sig|X-Amz-Signature)=)(.)/, (_match, name: string, first: string) => name + (first === 'A' || first === 'a' ? 'b' : 'a'));

    const uploaded = await putUpload(t.absolute(tampered), ticket, bytes);
    const attached = await attach(userId, 'POST', newId(), [descriptorOf(ticket, 'image/jpeg', bytes.length)]);

    expect(tampered).not.toBe(ticket.uploadUrl);
    expect(refusal(uploaded)).toEqual(refusals.tampered);
    expect(attached.status).toBe(409);
    expect(await storedFor(ticket.key)).toEqual([]);
  });

  it('when a user presigns more images than the context allows, the extra one is refused with the spec text', async () => {
    const userId = newId();
    await presignOk(userId, 'PROFILE', 'image/png', 500);

    const second = await presign(userId, { context: 'PROFILE', contentType: 'image/png', size: 500, referenceId: null });

    expect(second.status).toBe(400);
    expect(second.body.message).toBe(maxImagesMessage(1, 'PROFILE'));
    expect(second.body.message).toBe('Maximum 1 image(s) allowed for PROFILE');
    expect(await t.deps.uploads.countDocuments({ userId })).toBe(1);
  });

  it("when a service attaches someone else's upload for another user, it is refused and nothing is attached", async () => {
    const owner = newId();
    const other = newId();
    const bytes = await jpegWithGps();
    const ticket = await presignOk(owner, 'POST', 'image/jpeg', bytes.length);
    await put(ticket, bytes);

    const stolen = await attach(other, 'POST', newId(), [descriptorOf(ticket, 'image/jpeg', bytes.length)]);

    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe('This upload belongs to another user');
    expect(await t.deps.uploads.countDocuments({ userId: other })).toBe(0);
    expect(await t.deps.uploads.findOne({ key: ticket.key }).lean()).toMatchObject({ userId: owner, attachedReferenceId: null });
  });

  it('when content releases its image, the image is deleted and no longer served', async () => {
    const userId = newId();
    const postId = newId();
    const bytes = await jpegWithGps();
    const ticket = await presignOk(userId, 'POST', 'image/jpeg', bytes.length);
    await put(ticket, bytes);
    const attached = await attach(userId, 'POST', postId, [descriptorOf(ticket, 'image/jpeg', bytes.length)]);

    const detached = await api()
      .post('/internal/uploads/detach')
      .set('authorization', await serviceAuthorization('feed'))
      .send({ context: 'POST', referenceId: postId });

    expect(detached.body).toEqual({ detached: 1 });
    expect((await fetchImage(attached.body.items[0].url)).status).toBe(404);
    expect(await storedFor(ticket.key)).toEqual([]);
  });
});
