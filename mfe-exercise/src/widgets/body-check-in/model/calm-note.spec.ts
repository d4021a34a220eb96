import { type BodyCheckInLike, type BodySide } from '@chairside/contracts/web';
import { BODY_REGIONS, calmNotes, NO_TROUBLE } from '@chairside/contracts/web-lazy';
import { calmNoteText } from './calm-note';

const day = (date: string, score: number, side: BodySide | null, numbness: boolean): BodyCheckInLike => ({
  date,
  regions: Object.fromEntries(
    BODY_REGIONS.map((r) => [r, { ...NO_TROUBLE, score, side: score && r !== 'neck' ? side : null, numbness }]),
  ) as BodyCheckInLike['regions'],
});

describe('the calm note worded in the browser', () => {
  it('says in English exactly what the API says, side included', () => {
    for (const side of [null, 'left', 'right', 'both'] as const) {
      const notes = calmNotes([
        day('2026-11-02', 8, side, false),
        day('2026-11-09', 8, side, false),
        day('2026-11-16', 9, side, true),
      ]);
      expect(notes.length).toBeGreaterThan(0);
      for (const n of notes) expect(calmNoteText(n)).toBe(n.text);
    }
  });
});
