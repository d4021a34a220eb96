import { ERROR_CODES, FOOD_PHOTO_LIMITS } from '@chairside/contracts';
import sharp from 'sharp';
import { DecodeQueue } from './decode-queue';
import { sniffPhotoFormat } from './photo-format';

// Each decode's buffers go back as soon as it ends; libvips' operation cache would keep the
// largest of them alive between uploads.
sharp.cache(false);

/**
 * One decode at a time per process (API or worker), with up to 32 waiting: a burst of large
 * uploads costs what one costs, and libuv's thread pool keeps free threads for PIN checks.
 */
const decodes = new DecodeQueue(1, 32);

export type ReencodedPhoto =
  | { ok: true; jpeg: Buffer; width: number; height: number }
  | { ok: false; statusCode: 400 | 413 | 415 | 503; code: string; message: string };

const refused = (statusCode: 400 | 413 | 415 | 503, code: string, message: string): ReencodedPhoto => ({
  ok: false,
  statusCode,
  code,
  message,
});

const tooManyPixels = (max: number) =>
  refused(
    413,
    ERROR_CODES.payloadTooLarge,
    `The photo has too many pixels (at most ${Math.floor(max / 1_000_000)} megapixels).`,
  );

/**
 * Checks that the bytes are a JPEG, PNG or WebP photo and re-encodes them (EXIF rotation applied,
 * longer side ≤ 1024 px, JPEG, all metadata such as GPS dropped), so what we store or send on is
 * never what a client claimed it was. Used for analysed photos (worker) and saved ones (API).
 */
export async function reencodePhoto(
  bytes: Buffer,
  maxBytes: number = FOOD_PHOTO_LIMITS.imageBytes,
): Promise<ReencodedPhoto> {
  if (bytes.length === 0) return refused(400, ERROR_CODES.validation, 'image: the image is empty');
  if (bytes.length > maxBytes)
    return refused(
      413,
      ERROR_CODES.payloadTooLarge,
      `The photo is too large (at most ${Math.floor(maxBytes / 1024 / 1024)} MB).`,
    );
  const format = sniffPhotoFormat(bytes);
  let meta: sharp.Metadata | undefined;
  try {
    // The header only (nothing is decoded), so an oversized picture gets its own answer below.
    if (format) meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta || meta.format !== format)
    return refused(415, ERROR_CODES.unsupportedMedia, 'The file is not a photo we can read (JPEG, PNG or WebP).');
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  const shrinksOnLoad = format === 'webp' || (format === 'jpeg' && !meta.isProgressive);
  const maxPixels = shrinksOnLoad ? FOOD_PHOTO_LIMITS.maxInputPixels : FOOD_PHOTO_LIMITS.maxFullDecodePixels;
  if (pixels > maxPixels) return tooManyPixels(maxPixels);

  const done = await decodes.run(async () => {
    try {
      const { data, info } = await sharp(bytes, { animated: false, limitInputPixels: maxPixels })
        .rotate()
        .resize(FOOD_PHOTO_LIMITS.maxSidePx, FOOD_PHOTO_LIMITS.maxSidePx, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: FOOD_PHOTO_LIMITS.jpegQuality })
        .toBuffer({ resolveWithObject: true });
      return { ok: true as const, jpeg: data, width: info.width, height: info.height };
    } catch {
      return refused(415, ERROR_CODES.unsupportedMedia, 'The photo is damaged and cannot be read.');
    }
  });
  return (
    done ??
    refused(
      503,
      ERROR_CODES.dependencyDown,
      'Too many photos are being processed right now. Please try again in a moment.',
    )
  );
}
