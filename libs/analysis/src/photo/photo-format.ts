/** The formats a browser or a phone camera sends, told apart by their first bytes. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, at: number, signature: number[]) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * Read before any decoder sees the bytes: AVIF, HEIC, TIFF, GIF and the rest never reach sharp,
 * so a format whose decoder cannot shrink while it loads (a 1 KB AVIF can claim 64 megapixels)
 * cannot make us allocate the whole picture.
 */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}
