import { isValidUploadSignature, signUpload } from './upload-signature';

const fields = { key: 'post/V1StGXR8_Z5.jpg', contentType: 'image/jpeg', size: 1234, expires: 1_900_000_000 };
const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('upload URL signatures', () => {
  it('accepts the signature it made', () => {
    expect(isValidUploadSignature(secret, fields, signUpload(secret, fields))).toBe(true);
  });

  it.each([
    ['key', { key: 'post/V1StGXR8_Z6.jpg' }],
    ['content type', { contentType: 'image/png' }],
    ['size', { size: 1235 }],
    ['expiry', { expires: 1_900_000_001 }],
  ])('refuses it when the %s differs', (_name, change) => {
    expect(isValidUploadSignature(secret, { ...fields, ...change }, signUpload(secret, fields))).toBe(false);
  });

  it('refuses another secret and malformed values', () => {
    const signature = signUpload(secret, fields);
    expect(isValidUploadSignature(`${secret}!`, fields, signature)).toBe(false);
    expect(isValidUploadSignature(secret, fields, signature.slice(1))).toBe(false);
    expect(isValidUploadSignature(secret, fields, '')).toBe(false);
  });
});
