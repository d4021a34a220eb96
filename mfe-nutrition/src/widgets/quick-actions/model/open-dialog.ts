import type { PendingAction } from '@chairside/contracts/web';
import type { ScanMode } from '../../../features/scan-food';

/** The one dialog the Quick Actions card has open: they are modal, so never two at once. */
export type OpenDialog =
  /** `barcode`: a product its lookup did not find, typed in by hand. */
  | { kind: 'manual'; barcode?: string }
  | { kind: 'voice' }
  | { kind: 'scan'; mode: ScanMode }
  | { kind: 'exercise' }
  | { kind: 'health' }
  | { kind: 'weight' };

/** A stored quick-action flag opens its dialog once, when the dashboard shows. */
export function dialogForPendingAction(pending: PendingAction | null): OpenDialog | null {
  switch (pending) {
    case 'manual':
      return { kind: 'manual' };
    case 'voice':
      return { kind: 'voice' };
    case 'camera':
      return { kind: 'scan', mode: 'photo' };
    case 'barcode':
      return { kind: 'scan', mode: 'barcode' };
    case 'exercise':
      return { kind: 'exercise' };
    case 'weight':
      return { kind: 'weight' };
    default:
      return null;
  }
}
