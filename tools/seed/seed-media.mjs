// The demo seed's pictures: drawn at seed time (no downloads, no image rights to worry about; PNG encoded
// with campus-png.mjs) and uploaded through media's public presign flow, as the app does.
import { campusPicture, encodePng } from './campus-png.mjs';
import { call } from './seed-session.mjs';

export { campusPicture };

/** A simple product picture: a rounded block of `colour` on a soft background, with a shadow (480 × 360). */
export function productPicture([r, g, b], variant) {
  const width = 480;
  const height = 360;
  const cx = 240 + (variant - 1) * 40;
  const cy = 170;
  return encodePng(width, height, (x, y) => {
    const inside = Math.abs(x - cx) < 130 - variant * 15 && Math.abs(y - cy) < 90 + variant * 10;
    if (inside) {
      const shade = 1 - (y - cy + 100) / 500;
      return [r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c * (0.8 + shade * 0.4)))));
    }
    const shadow = y > cy + 90 && y < cy + 120 && Math.abs(x - cx) < 140;
    return shadow ? [200, 200, 205] : [245 - (y >> 4), 243 - (y >> 4), 238 - (y >> 5)];
  });
}

/**
 * Presigns and uploads one PNG as `token` in media `context` (with `referenceId`, null when the upload is
 * for something not created yet); answers its upload descriptor for the owning service.
 */
export async function uploadPng(apiUrl, token, { bytes, name, context, referenceId = null }) {
  const presigned = await call(apiUrl, 'POST', '/uploads/presign', {
    token,
    body: { context, contentType: 'image/png', size: bytes.length, referenceId },
  });
  const sent = await fetch(new URL(presigned.uploadUrl, apiUrl), {
    method: 'PUT',
    headers: presigned.headers,
    body: bytes,
  });
  if (!sent.ok) throw new Error(`${context} picture upload (${name}) → ${sent.status}`);
  return { s3Key: presigned.key, originalFilename: name, contentType: 'image/png', fileSize: bytes.length };
}
