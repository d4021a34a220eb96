import { QUICK_ACTIONS_HASH, STORAGE_KEYS, type PendingAction } from '@chairside/contracts';

/** spec 2 entry hints: a stored quick-action flag opens its dialog once, then is cleared. */
export function takePendingAction(action: PendingAction, storage: Storage = localStorage): boolean {
  if (storage.getItem(STORAGE_KEYS.pendingAction) !== action) return false;
  storage.removeItem(STORAGE_KEYS.pendingAction);
  return true;
}

/** spec 2 entry hints: the session flag or the #quick-actions hash asks to scroll to the card. */
export function takeScrollRequest(hash: string, session: Storage = sessionStorage): boolean {
  const flagged = session.getItem(STORAGE_KEYS.scrollToQuickActions) !== null;
  session.removeItem(STORAGE_KEYS.scrollToQuickActions);
  return flagged || hash === QUICK_ACTIONS_HASH;
}
