import { STORAGE_KEYS } from '@chairside/contracts';
import { clearPendingAction, readPendingAction, takeScrollRequest } from './entry-hints';

describe('dashboard entry hints', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  it('reads the pending action as often as asked until it is cleared', () => {
    localStorage.setItem(STORAGE_KEYS.pendingAction, 'manual');
    expect(readPendingAction()).toBe('manual');
    expect(readPendingAction()).toBe('manual');
    clearPendingAction();
    expect(readPendingAction()).toBeNull();
  });
  it('ignores a value that is not a pending action', () => {
    localStorage.setItem(STORAGE_KEYS.pendingAction, 'teleport');
    expect(readPendingAction()).toBeNull();
  });
  it('scrolls for the session flag (once) or the hash', () => {
    sessionStorage.setItem(STORAGE_KEYS.scrollToQuickActions, '1');
    expect(takeScrollRequest('')).toBe(true);
    expect(takeScrollRequest('')).toBe(false);
    expect(takeScrollRequest('#quick-actions')).toBe(true);
  });
});
