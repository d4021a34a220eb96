import { BarcodeGate } from './barcode-gate';

describe('BarcodeGate', () => {
  it('accepts a first code, ignores it while its lookup is pending and after it', () => {
    const gate = new BarcodeGate();
    expect(gate.accept('3017620422003')).toBe(true);
    expect(gate.accept('3017620422003')).toBe(false);
    expect(gate.accept('8076800195057')).toBe(false); // another code while pending
    gate.settle();
    expect(gate.accept('3017620422003')).toBe(false); // same as the previous one
    expect(gate.accept('8076800195057')).toBe(true);
  });

  it('forgets everything on reset', () => {
    const gate = new BarcodeGate();
    gate.accept('3017620422003');
    gate.reset();
    expect(gate.accept('3017620422003')).toBe(true);
  });
});
