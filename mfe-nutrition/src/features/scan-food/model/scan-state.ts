import type { FoodAnalysisResult, MealType } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';
import type { LookupFailure } from './lookup-failure';

/*
 * What the Scan Food dialog remembers between clicks, free of React so each change can be checked
 * by hand. The camera stream, the barcode scanner, timers and the call in flight stay in the
 * component: they are handles to stop, not state to render.
 */

export type ScanMode = 'photo' | 'barcode';
/** Why the result shows typical values: 'no-ai' (no AI configured) or 'analysis' (it failed). */
export type EstimateReason = 'no-ai' | 'analysis';

export interface AnalyzedFood {
  result: FoodAnalysisResult;
  mealType: MealType;
  method: 'camera' | 'barcode';
  /** The JPEG still (data URL) the analysis was made from, if any. */
  photo: string | null;
  /** 'no-ai': the server has no AI configured and answered with typical values. */
  reason?: EstimateReason;
}

export interface ScanState {
  mode: ScanMode;
  mealType: MealType;
  /** The captured or chosen photo (data URL); while set, the camera is off. */
  still: string | null;
  /** The line read out to screen readers: 'Starting camera...', 'Detected: …', ''. */
  status: string;
  /** The camera failed: photos come from a file and barcodes are typed. */
  uploadOnly: boolean;
  /** The barcode scanner is reading frames (no 'Scan Again' meanwhile). */
  scanning: boolean;
  /** The last barcode lookup found nothing (the code, and why): offer to type the product in instead. */
  notFound: { code: string; why: Exclude<LookupFailure, 'other'> } | null;
  /** Set: the result dialog is open over this one. */
  analyzed: AnalyzedFood | null;
}

export type ScanAction =
  | { kind: 'pickMode'; mode: ScanMode }
  | { kind: 'pickMeal'; mealType: MealType }
  | { kind: 'status'; text: string }
  | { kind: 'cameraFailed' }
  | { kind: 'scanning'; on: boolean }
  | { kind: 'lookupStarted' }
  | { kind: 'lookupEnded'; notFound: ScanState['notFound'] }
  | { kind: 'captured'; photo: string }
  | { kind: 'retake' }
  | { kind: 'photoChosen'; photo: string }
  | { kind: 'analyzed'; food: AnalyzedFood }
  | { kind: 'resultCancelled' }
  | { kind: 'reset'; mode: ScanMode };

export function initialScan(mode: ScanMode): ScanState {
  return {
    mode,
    mealType: 'lunch',
    still: null,
    status: '',
    uploadOnly: false,
    scanning: false,
    notFound: null,
    analyzed: null,
  };
}

export function scanReducer(state: ScanState, action: ScanAction): ScanState {
  switch (action.kind) {
    case 'pickMode':
      // Another mode starts afresh: no photo, and the camera is tried again.
      return action.mode === state.mode ? state : { ...state, mode: action.mode, still: null, uploadOnly: false };
    case 'pickMeal':
      return { ...state, mealType: action.mealType };
    case 'status':
      return { ...state, status: action.text };
    case 'cameraFailed':
      return { ...state, uploadOnly: true, status: '' };
    case 'scanning':
      return { ...state, scanning: action.on };
    case 'lookupStarted':
      return { ...state, status: t('Looking up product...'), notFound: null };
    case 'lookupEnded':
      return { ...state, status: '', notFound: action.notFound };
    case 'captured':
      return { ...state, still: action.photo };
    case 'retake':
      return { ...state, still: null };
    case 'photoChosen':
      // A chosen file is a photo to analyse, whichever mode the dialog was in.
      return { ...state, mode: 'photo', still: action.photo };
    case 'analyzed':
      return { ...state, analyzed: action.food };
    case 'resultCancelled':
      return { ...state, analyzed: null };
    case 'reset':
      // notFound is left as it was: the next lookup clears it.
      return { ...initialScan(action.mode), notFound: state.notFound };
  }
}
