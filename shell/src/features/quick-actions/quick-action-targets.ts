import { QUICK_ACTIONS_HASH, STORAGE_KEYS, type PendingAction } from '@chairside/contracts/web';
import {
  BarcodeIcon,
  CameraIcon,
  CommunityIcon,
  EditNoteIcon,
  ExerciseIcon,
  HomeIcon,
  MicIcon,
  ProgressIcon,
  SettingsIcon,
  StretchIcon,
  WeightIcon,
} from '@chairside/ui';
import type { ComponentType } from 'react';
import { t } from '../../shared/i18n';

export interface QuickActionTarget {
  /** Its name in the member's language, read when drawn. */
  label: () => string;
  to: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /** Stored so the dashboard opens the matching dialog once on its next load. */
  pending?: PendingAction;
}

/**
 * The Quick Actions dialog: every action and where it goes. Only what exists: no Meal Plan (there are
 * no meal plans), and the barcode scan and the stretches a member reaches for during the day.
 */
export const QUICK_ACTION_TARGETS: QuickActionTarget[] = [
  { label: () => t('Scan Food'), to: '/', pending: 'camera', Icon: CameraIcon },
  { label: () => t('Scan Barcode'), to: '/', pending: 'barcode', Icon: BarcodeIcon },
  { label: () => t('Log Exercise'), to: '/', pending: 'exercise', Icon: ExerciseIcon },
  { label: () => t('Log Weight'), to: '/', pending: 'weight', Icon: WeightIcon },
  { label: () => t('Manual Entry'), to: '/', pending: 'manual', Icon: EditNoteIcon },
  { label: () => t('Voice Log'), to: '/', pending: 'voice', Icon: MicIcon },
  { label: () => t('Stretches'), to: '/stretches', Icon: StretchIcon },
  { label: () => t('Community'), to: '/community', Icon: CommunityIcon },
  { label: () => t('Progress'), to: '/progress', Icon: ProgressIcon },
  { label: () => t('Settings'), to: '/settings', Icon: SettingsIcon },
  { label: () => t('Dashboard'), to: '/', Icon: HomeIcon },
];

export function storePendingAction(action: PendingAction, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.pendingAction, action);
}

/**
 * The mobile tab bar's quick-actions button: on / it scrolls to the Quick Actions card;
 * elsewhere it sets the session flag the dashboard reads after navigating. Returns where to go.
 */
export function quickActionsBlockTarget(pathname: string, session: Storage = sessionStorage): string | null {
  if (pathname === '/' || pathname === '/dashboard') {
    document.getElementById(QUICK_ACTIONS_HASH.slice(1))?.scrollIntoView({ behavior: 'smooth' });
    return null;
  }
  session.setItem(STORAGE_KEYS.scrollToQuickActions, '1');
  // The dashboard's own address, as every other way there (the Home tab, signing in from a link).
  return '/dashboard';
}
