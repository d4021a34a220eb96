import { CAMERA, PRODUCT } from '@chairside/contracts/web';

/** The size that keeps the aspect ratio with the longer side at most `max`. */
export function fitWithin(
  width: number,
  height: number,
  max: number = CAMERA.imageMaxSidePx,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Downscaled, the small Chairside watermark at the bottom right, JPEG at quality 0.6. */
function toWatermarkedJpeg(source: CanvasImageSource, sourceWidth: number, sourceHeight: number): string {
  const { width, height } = fitWithin(sourceWidth, sourceHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images.');
  ctx.drawImage(source, 0, 0, width, height);
  const fontPx = Math.max(12, Math.round(Math.min(width, height) * 0.035));
  ctx.font = `600 ${fontPx}px system-ui, sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
  ctx.fillText(PRODUCT.name, width - fontPx * 0.6 + 1, height - fontPx * 0.5 + 1);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  ctx.fillText(PRODUCT.name, width - fontPx * 0.6, height - fontPx * 0.5);
  return canvas.toDataURL('image/jpeg', CAMERA.jpegQuality);
}

/** A still of the video's current frame. */
export function captureFrame(video: HTMLVideoElement): string {
  return toWatermarkedJpeg(video, video.videoWidth, video.videoHeight);
}

/** Uploads must be an image; anything else is ignored (null). */
export async function photoFromFile(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return null;
  const bitmap = await createImageBitmap(file);
  try {
    return toWatermarkedJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'image/jpeg';
  const base64 = dataUrl.slice(comma + 1);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}
