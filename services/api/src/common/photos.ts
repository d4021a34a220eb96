import { reencodePhoto } from '@chairside/analysis';
import { ApiException } from './api-exception';
import type { HttpReply } from './http-reply';

/** An uploaded photo checked by its bytes and re-encoded (no EXIF, no GPS), or the 400/413/415 that says why not. */
export async function reencodeUpload(bytes: Buffer, maxBytes: number) {
  const photo = await reencodePhoto(bytes, maxBytes);
  if (!photo.ok) {
    // 503: too many photos wait to be decoded; a few seconds is what the line takes to move.
    const retry: Record<string, string> = photo.statusCode === 503 ? { 'Retry-After': '5' } : {};
    throw new ApiException(photo.statusCode, photo.message, photo.code as never, {}, retry);
  }
  return { jpeg: photo.jpeg, width: photo.width, height: photo.height };
}

/**
 * How long a browser may keep a photo members share (avatars, post photos): minutes, so a shared
 * workstation's next user finds little of it, and `private`, so no shared cache ever stores it.
 */
export const SHARED_PHOTO_CACHE = 'private, max-age=300';

/** A stored JPEG, never sniffed as anything else; `cacheControl` says who may keep it and how long. */
export function sendJpeg(res: HttpReply, jpeg: Buffer, cacheControl: string): void {
  res.type('image/jpeg').header('Cache-Control', cacheControl).header('X-Content-Type-Options', 'nosniff').send(jpeg);
}
