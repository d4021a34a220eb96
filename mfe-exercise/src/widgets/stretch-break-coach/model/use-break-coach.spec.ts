import { breakBody } from './use-break-coach';

describe('the break prompt and notification words', () => {
  it("say the check-in's phrase when there is one", () => {
    expect(
      breakBody({
        regions: [
          { region: 'neck', side: null },
          { region: 'wrists_hands', side: 'right' },
        ],
      }),
    ).toBe('A 2-minute break for your neck and right wrist before the next patient.');
  });

  it('say the general line without one', () => {
    expect(breakBody(null)).toBe('A 2-minute break for your neck, back and wrists before the next patient.');
  });
});
