import { BARCODE_FORMATS } from '@chairside/contracts/web';

export interface ScannerControls {
  stop: () => void;
}

/** How often a frame of the preview is searched for a barcode. */
const SCAN_INTERVAL_MS = 150;

/**
 * Searches the frames of the camera preview `video` (a stream this dialog already owns, so the
 * torch and the photo mode share it) for a barcode. zxing loads only when a barcode is scanned,
 * so the dashboard does not carry it.
 */
export async function startBarcodeScanner(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<ScannerControls> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<number, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, BARCODE_FORMATS.map((f) => BarcodeFormat[f])],
  ]);
  const reader = new BrowserMultiFormatReader(hints as Map<never, unknown>);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot read camera frames.');
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scan = () => {
    if (stopped) return;
    if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      ctx.drawImage(video, 0, 0);
      let code: string | null = null;
      try {
        code = reader.decodeFromCanvas(canvas).getText();
      } catch {
        // No barcode in this frame.
      }
      if (code) onCode(code);
    }
    timer = setTimeout(scan, SCAN_INTERVAL_MS);
  };
  scan();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
