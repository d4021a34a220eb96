/*
 * Values (no schemas) the browser needs too: `@chairside/contracts/web` exports them, so a form can
 * check a photo's size before sending it and name a health platform without loading zod.
 */

/** decisions.md "Uploads": images only, checked by content, at most 5 MB, sent as the multipart field `image`. */
export const PHOTO_UPLOAD = { field: 'image', maxBytes: 5 * 1024 * 1024 } as const;

export const HEALTH_PLATFORMS = ['apple_health', 'google_fit'] as const;
export const HEALTH_PLATFORM_NAMES: Record<(typeof HEALTH_PLATFORMS)[number], string> = {
  apple_health: 'Apple Health',
  google_fit: 'Google Fit',
};
