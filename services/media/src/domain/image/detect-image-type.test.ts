import { jpegWithGps, png, webp } from '../../testing/test-images';
import { detectImageType } from './detect-image-type';

describe('detectImageType', () => {
  it('reads JPEG, PNG and WebP from their magic bytes', async () => {
    expect(detectImageType(await jpegWithGps())).toBe('image/jpeg');
    expect(detectImageType(await png())).toBe('image/png');
    expect(detectImageType(await webp())).toBe('image/webp');
  });

  it.each([
    ['GIF', Buffer.from('GIF89a......')],
    ['HTML', Buffer.from('<html><script>alert(1)</script>')],
    ['RIFF that is not WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['empty', Buffer.alloc(0)],
  ])('knows nothing of %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
