import { QUICK_ACTIONS_HASH, STORAGE_KEYS, type PendingAction } from '@chairside/contracts/web';

export interface QuickActionTarget {
  label: string;
  to: string;
  /** Stored so the dashboard opens the matching dialog once on its next load (spec 2). */
  pending?: PendingAction;
}

/** spec 2, Quick Actions dialog: every action and where it goes. */
export const QUICK_ACTION_TARGETS: QuickActionTarget[] = [
  { label: 'Scan Food', to: '/', pending: 'camera' },
  { label: 'Log Exercise', to: '/', pending: 'exercise' },
  { label: 'Manual Entry', to: '/', pending: 'manual' },
  { label: 'Voice Log', to: '/', pending: 'voice' },
  { label: 'Community', to: '/community' },
  { label: 'Progress', to: '/progress' },
  { label: 'Settings', to: '/settings' },
  { label: 'Dashboard', to: '/' },
  { label: 'Meal Plan', to: '/meal-plan' },
];

export function storePendingAction(action: PendingAction, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.pendingAction, action);
}

/**
 * The mobile tab bar's quick-actions button (spec 2): on / it scrolls to the Quick Actions card;
 * elsewhere it sets the session flag the dashboard reads after navigating. Returns where to go.
 */
export function quickActionsBlockTarget(pathname: string, session: Storage = sessionStorage): string | null {
  if (pathname === '/' || pathname === '/dashboard') {
    document.getElementById(QUICK_ACTIONS_HASH.slice(1))?.scrollIntoView({ behavior: 'smooth' });
    return null;
  }
  session.setItem(STORAGE_KEYS.scrollToQuickActions, '1');
  return '/';
}
