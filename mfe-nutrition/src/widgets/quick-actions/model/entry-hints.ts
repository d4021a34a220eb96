import { PENDING_ACTIONS, QUICK_ACTIONS_HASH, STORAGE_KEYS, type PendingAction } from '@chairside/contracts/web';

/**
 * Entry hints: the stored quick-action flag, read during render (which React may repeat
 * or discard while a page suspends) and cleared only once the dashboard is on screen.
 */
export function readPendingAction(storage: Storage = localStorage): PendingAction | null {
  const v = storage.getItem(STORAGE_KEYS.pendingAction);
  return (PENDING_ACTIONS as readonly string[]).includes(v ?? '') ? (v as PendingAction) : null;
}

export function clearPendingAction(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.pendingAction);
}

/** Entry hints: the session flag or the #quick-actions hash asks to scroll to the card. */
export function takeScrollRequest(hash: string, session: Storage = sessionStorage): boolean {
  const flagged = session.getItem(STORAGE_KEYS.scrollToQuickActions) !== null;
  session.removeItem(STORAGE_KEYS.scrollToQuickActions);
  return flagged || hash === QUICK_ACTIONS_HASH;
}
