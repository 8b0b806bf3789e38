/**
 * Width × height of a PNG, JPEG or WebP from its header, without decoding; undefined when the header
 * cannot be read. Used to refuse decompression bombs (a few KB that decode to gigapixels) before OCR.
 */
export function imageDimensions(b: Uint8Array): { width: number; height: number } | undefined {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
  // PNG: signature, then the IHDR chunk (width, height as big-endian 32-bit).
  if (b.length >= 24 && b[0] === 0x89 && ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR') {
    return { width: v.getUint32(16), height: v.getUint32(20) };
  }
  // JPEG: walk the marker segments to the first SOFn (C0–CF except C4 DHT, C8 JPG, CC DAC).
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return undefined;
      const marker = b[i + 1]!;
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: v.getUint16(i + 5), width: v.getUint16(i + 7) };
      }
      i += 2 + v.getUint16(i + 2);
    }
    return undefined;
  }
  // WebP: RIFF....WEBP then VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk.
  if (b.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (chunk === 'VP8 ') return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = v.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') {
      const u24 = (at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
      return { width: u24(24) + 1, height: u24(27) + 1 };
    }
  }
  return undefined;
}

/** Largest image OCR is given: 50 megapixels (a 8660 × 5773 photo); a passport page needs far less. */
export const MAX_OCR_PIXELS = 50_000_000;

/** True when the header can be read and the image is within MAX_OCR_PIXELS. */
export const fitsOcr = (bytes: Uint8Array): boolean => {
  const d = imageDimensions(bytes);
  return d !== undefined && d.width > 0 && d.height > 0 && d.width * d.height <= MAX_OCR_PIXELS;
};
