/** Window events and storage keys the shell and remotes share (quick actions, the scroll to them). */
export const WINDOW_EVENTS = {
  openQuickAccess: 'openQuickAccess',
} as const;

export const PENDING_ACTIONS = ['camera', 'barcode', 'exercise', 'manual', 'voice', 'weight'] as const;
export type PendingAction = (typeof PENDING_ACTIONS)[number];

export const STORAGE_KEYS = {
  /** localStorage: the quick action the dashboard opens once on its next load. */
  pendingAction: 'chairside.pendingAction',
  /** sessionStorage: scroll to the Quick Actions card after navigating to /. */
  scrollToQuickActions: 'chairside.scrollToQuickActions',
  /** localStorage: the language last chosen on this device (before sign-in, and until the profile's loads). */
  language: 'chairside.language',
  /** localStorage: '1' renders every text in the pseudo-locale (longer, accented), to find text that cannot grow. */
  pseudoLocale: 'chairside.pseudoLocale',
} as const;

export const QUICK_ACTIONS_HASH = '#quick-actions';

/** Toast timings (docs/product.md "Timings and limits"). */
export const TOAST_MS = { default: 5000, shareCopy: 3000, copyManually: 8000, copiedIndicator: 2000 } as const;
export const TOOLTIP_MS = { enterDelay: 700, skip: 300, offset: 4 } as const;
export const DELAYS_MS = {
  unauthorizedRedirect: 500,
  barcodeLookup: 500,
  manualSuccess: 1500,
  exerciseSuccess: 1500,
  resultDialog: 100,
} as const;

export const PRODUCT = { name: 'Chairside', tagline: 'Wellness for dental professionals' } as const;

/** What the camera dialog asks the device for, and how captured photos are stored. */
export const CAMERA = {
  photo: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
  scanner: { facingMode: 'environment', width: { ideal: 640 }, height: { ideal: 480 } },
  imageMaxSidePx: 1024,
  jpegQuality: 0.6,
  photoFileName: 'food-photo.jpg',
} as const;

/** The barcode formats the scanner reads (zxing names; Code 39 VIN is read as Code 39). */
export const BARCODE_FORMATS = ['CODE_128', 'EAN_13', 'EAN_8', 'CODE_39', 'CODABAR', 'UPC_A', 'UPC_E', 'ITF'] as const;

/** Web Speech API settings of the voice logging dialog (docs/product.md "Food logging"). */
export const VOICE_RECOGNITION = {
  lang: 'en-US',
  continuous: false,
  interimResults: true,
  maxAlternatives: 1,
  timeoutMs: 10_000,
} as const;
