import { pinChangeProblem } from './pin-change';

describe('pinChangeProblem', () => {
  it('asks for both PINs first', () => {
    expect(pinChangeProblem('', '123456', '123456')).toBe('Enter your current PIN and a new one.');
    expect(pinChangeProblem('123456', '', '')).toBe('Enter your current PIN and a new one.');
  });

  it('wants 6 to 12 digits and nothing else', () => {
    expect(pinChangeProblem('111111', '12345', '12345')).toBe('PIN must be 6 to 12 digits');
    expect(pinChangeProblem('111111', '1234567890123', '1234567890123')).toBe('PIN must be 6 to 12 digits');
    expect(pinChangeProblem('111111', '12345a', '12345a')).toBe('PIN must be 6 to 12 digits');
  });

  it('wants the confirmation to match, then has nothing to say', () => {
    expect(pinChangeProblem('111111', '123456', '123465')).toBe('The new PINs do not match.');
    expect(pinChangeProblem('111111', '123456', '123456')).toBeNull();
    expect(pinChangeProblem('111111', '123456789012', '123456789012')).toBeNull();
  });
});
