import { ERROR_CODES, FOOD_PHOTO_LIMITS } from '@chairside/contracts';
import sharp from 'sharp';
import { fail } from '../handler';

/** Formats we accept, by what the bytes are (sharp reads the header), never by the declared type. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export type PreparedImage = { ok: true; jpeg: Buffer; width: number; height: number } | ReturnType<typeof fail>;

/** Decodes the data URL, checks the bytes are an image, and re-encodes it (longer side ≤ 1024 px, JPEG, no metadata). */
export async function prepareFoodImage(dataUrl: string): Promise<PreparedImage> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return fail(400, ERROR_CODES.validation, 'imageData: the image is empty');
  if (bytes.length > FOOD_PHOTO_LIMITS.imageBytes) return fail(413, ERROR_CODES.payloadTooLarge, 'The photo is too large (at most 6 MB).');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    return fail(415, ERROR_CODES.unsupportedMedia, 'The file is not a photo we can read (JPEG, PNG, WebP, GIF, HEIC or AVIF).');
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const { data, info } = await sharp(bytes, { animated: false })
      .rotate()
      .resize(FOOD_PHOTO_LIMITS.maxSidePx, FOOD_PHOTO_LIMITS.maxSidePx, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: FOOD_PHOTO_LIMITS.jpegQuality })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    return fail(415, ERROR_CODES.unsupportedMedia, 'The photo is damaged and cannot be read.');
  }
}
