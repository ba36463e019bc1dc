import { MEDIA_KEY_PATTERN, mediaContextSlug } from './media-key';
import { maxImagesMessage, fileInvalidTypeMessage } from './media-messages';

describe('media keys', () => {
  it.each(['post/V1StGXR8_Z5.jpg', 'university-campus/abcdefghijk.webp', 'profile/ABCDEFGHIJK.png'])('accepts %s', (key) => {
    expect(MEDIA_KEY_PATTERN.test(key)).toBe(true);
  });

  it.each(['../etc/passwd', 'post/V1StGXR8_Z5.gif', 'post/short.jpg', 'avatar/V1StGXR8_Z5.jpg', 'post/V1StGXR8_Z5.jpg/..'])(
    'rejects %s',
    (key) => {
      expect(MEDIA_KEY_PATTERN.test(key)).toBe(false);
    },
  );

  it('slugs contexts for the key prefix', () => {
    expect(mediaContextSlug('UNIVERSITY_LOGO')).toBe('university-logo');
  });
});

describe('media messages', () => {
  it('words the limits as spec §5 does', () => {
    expect(maxImagesMessage(3, 'POST')).toBe('Maximum 3 image(s) allowed for POST');
    expect(fileInvalidTypeMessage(2)).toBe('File 2: Invalid file type. Only JPEG, PNG, and WebP images are allowed');
  });
});
