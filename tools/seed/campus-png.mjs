// Campus pictures drawn at seed time (no downloads, no image rights to worry about): a sky, a lawn and
// a building with windows, in a palette per picture, encoded as PNG with node's zlib only.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_v, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of width × height from `pixel(x, y) → [r, g, b]`. */
export function encodePng(width, height, pixel) {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTES = [
  { sky: [120, 170, 230], lawn: [70, 150, 80], wall: [180, 90, 60] },
  { sky: [250, 180, 120], lawn: [90, 140, 70], wall: [200, 200, 190] },
  { sky: [90, 130, 200], lawn: [60, 120, 90], wall: [150, 120, 170] },
  { sky: [170, 210, 240], lawn: [110, 170, 80], wall: [220, 170, 90] },
];

/** The `index`-th campus picture (640 × 400). */
export function campusPicture(index) {
  const { sky, lawn, wall } = PALETTES[index % PALETTES.length];
  const width = 640;
  const height = 400;
  const left = 120 + index * 30;
  const right = left + 340;
  const top = 110 + (index % 2) * 30;
  return encodePng(width, height, (x, y) => {
    if (y >= 300) return lawn.map((c) => Math.max(0, c - ((y - 300) >> 2)));
    const inBuilding = x >= left && x < right && y >= top;
    if (inBuilding) {
      const window = (x - left) % 40 >= 12 && (x - left) % 40 < 28 && (y - top) % 45 >= 15 && (y - top) % 45 < 32;
      return window ? [240, 230, 170] : wall;
    }
    const fade = y / 300;
    return sky.map((c) => Math.round(c + (255 - c) * fade * 0.5));
  });
}
