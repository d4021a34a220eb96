import { DAILY_TIPS, PERSONALITIES } from '@chairside/contracts/web';
import listed from './data-texts.json';

// The tips and personalities are shown by `t(text)`, so the translation check finds their keys only
// in data-texts.json: a text the contracts add or reword must be listed there too.
describe('data-texts.json', () => {
  it('lists exactly the texts of the daily tips and the personalities', () => {
    const texts = [
      ...Object.values(DAILY_TIPS).flat(),
      ...Object.values(PERSONALITIES).flatMap((p) => [p.title, p.description, ...p.traits]),
    ];
    expect([...listed].sort()).toEqual([...new Set(texts)].sort());
  });
});
