import { STORAGE_KEYS } from '@chairside/contracts';
import { takePendingAction, takeScrollRequest } from './entry-hints';

describe('dashboard entry hints (spec 2)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  it('takes a matching pending action once', () => {
    localStorage.setItem(STORAGE_KEYS.pendingAction, 'manual');
    expect(takePendingAction('manual')).toBe(true);
    expect(takePendingAction('manual')).toBe(false);
  });
  it('leaves another dialog’s flag in place', () => {
    localStorage.setItem(STORAGE_KEYS.pendingAction, 'voice');
    expect(takePendingAction('manual')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.pendingAction)).toBe('voice');
  });
  it('scrolls for the session flag (once) or the hash', () => {
    sessionStorage.setItem(STORAGE_KEYS.scrollToQuickActions, '1');
    expect(takeScrollRequest('')).toBe(true);
    expect(takeScrollRequest('')).toBe(false);
    expect(takeScrollRequest('#quick-actions')).toBe(true);
  });
});
