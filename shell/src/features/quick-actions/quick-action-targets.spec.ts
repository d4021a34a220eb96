import { STORAGE_KEYS } from '@chairside/contracts';
import { QUICK_ACTION_TARGETS, quickActionsBlockTarget, storePendingAction } from './quick-action-targets';

describe('quick action targets', () => {
  it('sends the six logging actions to / with their pending flag', () => {
    const pending = QUICK_ACTION_TARGETS.filter((t) => t.pending).map((t) => [t.label(), t.to, t.pending]);
    expect(pending).toEqual([
      ['Scan Food', '/', 'camera'],
      ['Scan Barcode', '/', 'barcode'],
      ['Log Exercise', '/', 'exercise'],
      ['Log Weight', '/', 'weight'],
      ['Manual Entry', '/', 'manual'],
      ['Voice Log', '/', 'voice'],
    ]);
  });
  it('sends the others to their pages', () => {
    const plain = Object.fromEntries(QUICK_ACTION_TARGETS.filter((t) => !t.pending).map((t) => [t.label(), t.to]));
    expect(plain).toEqual({
      Stretches: '/stretches',
      Community: '/community',
      Progress: '/progress',
      Settings: '/settings',
      Dashboard: '/',
    });
  });
  it('stores the pending action in localStorage', () => {
    storePendingAction('voice');
    expect(localStorage.getItem(STORAGE_KEYS.pendingAction)).toBe('voice');
  });
  it('sets the scroll flag only when not already on the dashboard', () => {
    sessionStorage.clear();
    expect(quickActionsBlockTarget('/')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.scrollToQuickActions)).toBeNull();
    expect(quickActionsBlockTarget('/community')).toBe('/dashboard');
    expect(sessionStorage.getItem(STORAGE_KEYS.scrollToQuickActions)).toBe('1');
  });
});
