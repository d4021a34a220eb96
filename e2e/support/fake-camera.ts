import { join } from 'node:path';

/** The product the fake camera films (Nutella, known to the Open Food Facts fake). */
export const FAKE_CAMERA_BARCODE = '3017620422003';
export const FAKE_CAMERA_VIDEO = join(__dirname, '..', '..', 'tmp', 'fake-camera-ean13.y4m');
