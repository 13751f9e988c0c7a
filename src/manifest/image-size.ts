export type ImageType = 'png' | 'jpeg' | 'webp';

/**
 * The pixel size of a PNG (IHDR), a JPEG (frame header) or a WebP (VP8, VP8L or VP8X header), as
 * it is shown: a JPEG whose EXIF orientation turns it a quarter (a phone held upright) has its width
 * and height swapped. Undefined for anything else.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number; type: ImageType } | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 24 && buffer.readUInt32BE(0) === 0x89504e47 && buffer.toString('ascii', 12, 16) === 'IHDR') {
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20), type: 'png' };
  }
  if (buffer.length >= 30 && buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP')
    return webpSize(buffer);
  if (buffer.length < 4 || buffer[0] !== 0xff || buffer[1] !== 0xd8) return undefined;
  return jpegSize(buffer);
}

function jpegSize(buffer: Buffer): { width: number; height: number; type: 'jpeg' } | undefined {
  let i = 2;
  let turned = false;
  while (i + 9 < buffer.length) {
    if (buffer[i] !== 0xff) return undefined;
    const marker = buffer[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = buffer.readUInt16BE(i + 2);
    if (marker === 0xe1 && buffer.toString('ascii', i + 4, i + 10) === 'Exif\0\0')
      turned = quarterTurn(buffer.subarray(i + 10, i + 2 + length));
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC): height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = buffer.readUInt16BE(i + 5);
      const width = buffer.readUInt16BE(i + 7);
      return turned ? { width: height, height: width, type: 'jpeg' } : { width, height, type: 'jpeg' };
    }
    i += 2 + length;
  }
  return undefined;
}

/** Whether an EXIF block's orientation (tag 0x0112 of the first directory) is 5-8: turned a quarter. */
function quarterTurn(tiff: Buffer): boolean {
  if (tiff.length < 8) return false;
  const little = tiff.toString('ascii', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const dir = u32(4);
  if (dir + 2 > tiff.length) return false;
  const count = u16(dir);
  for (let n = 0; n < count && dir + 2 + n * 12 + 12 <= tiff.length; n++) {
    const at = dir + 2 + n * 12;
    if (u16(at) === 0x0112) return u16(at + 8) >= 5 && u16(at + 8) <= 8;
  }
  return false;
}

function webpSize(buffer: Buffer): { width: number; height: number; type: 'webp' } | undefined {
  const chunk = buffer.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3), type: 'webp' };
  if (chunk === 'VP8L' && buffer[20] === 0x2f) {
    const bits = buffer.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), type: 'webp' };
  }
  if (chunk === 'VP8 ' && buffer.readUIntBE(23, 3) === 0x9d012a)
    return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff, type: 'webp' };
  return undefined;
}
