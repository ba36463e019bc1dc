import sharp from 'sharp';
import type { ImageContentType } from '@campusloop/contracts';

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Refuses decompression bombs: a 7 MB PNG can otherwise claim gigapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes and re-encodes the image in its own format. sharp writes no metadata unless asked, so
 * EXIF (GPS position, camera serials), XMP, IPTC and comments are dropped; the EXIF orientation is
 * applied to the pixels first so photos stay upright. Animated images keep their first frame.
 * Rejects (throws) anything sharp cannot decode as the declared format.
 */
export async function reencodeImage(input: Buffer, contentType: ImageContentType): Promise<ReencodedImage> {
  const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const metadata = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const expectedFormat = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }[contentType];
  if (metadata.format !== expectedFormat) throw new Error(`decoded as ${metadata.format}, declared ${contentType}`);
  const encoder =
    contentType === 'image/jpeg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : contentType === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : image.webp({ quality: 85 });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
