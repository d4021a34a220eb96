import { ERROR_CODES, FOOD_PHOTO_LIMITS } from '@chairside/contracts';
import sharp from 'sharp';

/** Formats we accept, by what the bytes are (sharp reads the header), never by the declared type. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export type ReencodedPhoto =
  | { ok: true; jpeg: Buffer; width: number; height: number }
  | { ok: false; statusCode: 400 | 413 | 415; code: string; message: string };

/**
 * Checks that the bytes are an image and re-encodes them (EXIF rotation applied, longer side ≤
 * 1024 px, JPEG, all metadata such as GPS dropped), so what we store or send on is never what a
 * client claimed it was. Used for analysed photos (worker) and saved ones (API).
 */
export async function reencodePhoto(
  bytes: Buffer,
  maxBytes: number = FOOD_PHOTO_LIMITS.imageBytes,
): Promise<ReencodedPhoto> {
  if (bytes.length === 0)
    return { ok: false, statusCode: 400, code: ERROR_CODES.validation, message: 'image: the image is empty' };
  if (bytes.length > maxBytes)
    return {
      ok: false,
      statusCode: 413,
      code: ERROR_CODES.payloadTooLarge,
      message: `The photo is too large (at most ${Math.floor(maxBytes / 1024 / 1024)} MB).`,
    };
  let format: string | undefined;
  let pixels = 0;
  try {
    // The header only (nothing is decoded), so an oversized picture gets its own answer below.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    return {
      ok: false,
      statusCode: 415,
      code: ERROR_CODES.unsupportedMedia,
      message: 'The file is not a photo we can read (JPEG, PNG, WebP, GIF, HEIC or AVIF).',
    };
  }
  if (pixels > FOOD_PHOTO_LIMITS.maxInputPixels) {
    return {
      ok: false,
      statusCode: 413,
      code: ERROR_CODES.payloadTooLarge,
      message: `The photo has too many pixels (at most ${FOOD_PHOTO_LIMITS.maxInputPixels / 1_000_000} megapixels).`,
    };
  }
  try {
    const { data, info } = await sharp(bytes, { animated: false, limitInputPixels: FOOD_PHOTO_LIMITS.maxInputPixels })
      .rotate()
      .resize(FOOD_PHOTO_LIMITS.maxSidePx, FOOD_PHOTO_LIMITS.maxSidePx, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: FOOD_PHOTO_LIMITS.jpegQuality })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    return {
      ok: false,
      statusCode: 415,
      code: ERROR_CODES.unsupportedMedia,
      message: 'The photo is damaged and cannot be read.',
    };
  }
}
