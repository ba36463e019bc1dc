import { IMAGE_MAX_BYTES } from '../constants';
import { presignRequestSchema } from './presign';

function firstMessage(input: unknown): string | undefined {
  const result = presignRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const valid = { context: 'POST', contentType: 'image/jpeg', size: 1024, referenceId: null, isAnonymous: false };

describe('presignRequestSchema', () => {
  it('accepts a JPEG for a new post and defaults referenceId and isAnonymous', () => {
    expect(presignRequestSchema.parse({ context: 'POST', contentType: 'image/jpeg', size: 1024 })).toEqual(valid);
  });

  it('answers the spec texts for an unknown context, a wrong type and a file over 7MB', () => {
    expect(firstMessage({ ...valid, context: 'AVATAR' })).toBe('Invalid media context');
    expect(firstMessage({ ...valid, contentType: 'image/gif' })).toBe(
      'Invalid file type. Only JPEG, PNG, and WebP images are allowed',
    );
    expect(firstMessage({ ...valid, size: IMAGE_MAX_BYTES + 1 })).toBe('File size exceeds 7MB limit');
  });

  it('accepts exactly 7MB', () => {
    expect(presignRequestSchema.safeParse({ ...valid, size: IMAGE_MAX_BYTES }).success).toBe(true);
  });

  it('rejects unknown keys', () => {
    expect(presignRequestSchema.safeParse({ ...valid, userId: 'x' }).success).toBe(false);
  });
});
