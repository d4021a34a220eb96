import { dialogForPendingAction } from './open-dialog';

describe('the dialog a stored quick action opens', () => {
  it('opens the camera scan, the barcode scan, voice, manual entry, the exercise wizard or Log Weight', () => {
    expect(dialogForPendingAction('camera')).toEqual({ kind: 'scan', mode: 'photo' });
    expect(dialogForPendingAction('barcode')).toEqual({ kind: 'scan', mode: 'barcode' });
    expect(dialogForPendingAction('voice')).toEqual({ kind: 'voice' });
    expect(dialogForPendingAction('manual')).toEqual({ kind: 'manual' });
    expect(dialogForPendingAction('exercise')).toEqual({ kind: 'exercise' });
    expect(dialogForPendingAction('weight')).toEqual({ kind: 'weight' });
  });
  it('opens nothing without one', () => {
    expect(dialogForPendingAction(null)).toBeNull();
  });
});
