import sharp from 'sharp';

const base = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

/** A JPEG carrying EXIF with a GPS position (Paris) and a camera make, like a phone photo. */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return base(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'CampusLoopTestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2976/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .toBuffer();
}

export function png(width = 32, height = 32): Promise<Buffer> {
  return base(width, height).png().toBuffer();
}

export function webp(width = 32, height = 32): Promise<Buffer> {
  return base(width, height).webp().toBuffer();
}

/** A real JPEG padded with a trailing comment-free tail up to `size` bytes (decoders ignore bytes after EOI). */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const image = await base(16, 16).jpeg().toBuffer();
  if (image.length > size) throw new Error(`a JPEG needs at least ${image.length} bytes`);
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}
