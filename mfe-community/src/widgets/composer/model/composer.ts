import { COMMUNITY_LIMITS } from '@chairside/contracts/web-lazy';
import { hasText } from '../../../shared/lib/text';

/** Post Message needs non-blank text and is off while a post is being sent. */
export const canPost = (text: string, posting: boolean) => hasText(text) && !posting;

export type PhotoCheck = 'ok' | 'not-image' | 'too-large';

/**
 * Image files only (anything else is ignored). The API refuses more than 5 MB; saying so
 * here spares a long upload that would fail.
 */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): PhotoCheck {
  if (!file.type.startsWith('image/')) return 'not-image';
  return file.size > COMMUNITY_LIMITS.imageMaxBytes ? 'too-large' : 'ok';
}
