import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedUploadFields {
  key: string;
  contentType: string;
  size: number;
  /** Unix seconds. */
  expires: number;
}

function digest(secret: string, fields: SignedUploadFields): Buffer {
  const payload = ['campusloop-upload-v1', fields.key, fields.contentType, String(fields.size), String(fields.expires)].join('\n');
  return createHmac('sha256', secret).update(payload).digest();
}

/** HMAC-SHA256 over key, content type, size and expiry (base64url), for the local driver's PUT URLs. */
export function signUpload(secret: string, fields: SignedUploadFields): string {
  return digest(secret, fields).toString('base64url');
}

/** Constant-time check of a signature taken from a URL. */
export function isValidUploadSignature(secret: string, fields: SignedUploadFields, signature: string): boolean {
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  const expected = digest(secret, fields);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
