import { t } from '../../../shared/i18n';

/** Each camera failure has its own 'Camera Not Available' message (in English here); all switch to upload. */
export const CAMERA_MESSAGES = {
  denied: 'Camera permission was denied. Allow camera access in your browser settings, or upload a photo instead.',
  noCamera: 'No camera was found on this device. You can upload a photo instead.',
  unsupported: 'This browser cannot use the camera. You can upload a photo instead.',
  generic: 'Camera access failed. You can upload a photo instead.',
} as const;

/** A camera failure's message in the active language (CAMERA_MESSAGES' English is the key). */
function say(kind: keyof typeof CAMERA_MESSAGES): string {
  switch (kind) {
    case 'denied':
      return t(
        'Camera permission was denied. Allow camera access in your browser settings, or upload a photo instead.',
      );
    case 'noCamera':
      return t('No camera was found on this device. You can upload a photo instead.');
    case 'unsupported':
      return t('This browser cannot use the camera. You can upload a photo instead.');
    case 'generic':
      return t('Camera access failed. You can upload a photo instead.');
  }
}

export function cameraErrorMessage(error: unknown): string {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return say('denied');
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return say('noCamera');
  if (name === 'NotSupportedError' || name === 'TypeError') return say('unsupported');
  return say('generic');
}

export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}
