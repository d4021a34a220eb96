import { reencodePhoto } from '@chairside/analysis';
import { fail } from '../handler';

export type PreparedImage = { ok: true; jpeg: Buffer; width: number; height: number } | ReturnType<typeof fail>;

/** Decodes the data URL and re-encodes its bytes as a checked JPEG (libs/analysis). */
export async function prepareFoodImage(dataUrl: string): Promise<PreparedImage> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const photo = await reencodePhoto(bytes);
  return photo.ok ? photo : fail(photo.statusCode, photo.code, photo.message);
}
