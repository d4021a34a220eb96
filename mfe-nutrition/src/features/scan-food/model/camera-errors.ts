/** Each camera failure has its own 'Camera Not Available' message; all switch to upload. */
export const CAMERA_MESSAGES = {
  denied: 'Camera permission was denied. Allow camera access in your browser settings, or upload a photo instead.',
  noCamera: 'No camera was found on this device. You can upload a photo instead.',
  unsupported: 'This browser cannot use the camera. You can upload a photo instead.',
  generic: 'Camera access failed. You can upload a photo instead.',
} as const;

export function cameraErrorMessage(error: unknown): string {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return CAMERA_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return CAMERA_MESSAGES.noCamera;
  if (name === 'NotSupportedError' || name === 'TypeError') return CAMERA_MESSAGES.unsupported;
  return CAMERA_MESSAGES.generic;
}

export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}
