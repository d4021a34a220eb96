import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERGONOMIC_STRETCHES } from '../src/db/seeds/ergonomic-stretches';

/**
 * The stretches reach the exercise remote in English and are translated by their text there: every
 * text of the catalogue must be in its list of texts to translate, or it would show in English.
 */
it('lists every text of the 25 stretches for the exercise remote to translate', () => {
  const listed = new Set<string>(
    JSON.parse(readFileSync(join(__dirname, '../../../mfe-exercise/src/shared/i18n/data-texts.json'), 'utf8')),
  );
  expect(ERGONOMIC_STRETCHES).toHaveLength(25);
  const texts = ERGONOMIC_STRETCHES.flatMap((s) => [
    s.name,
    s.description,
    s.instructions,
    s.benefits,
    ...s.targetMuscles,
  ]);
  expect(texts.filter((text) => !listed.has(text))).toEqual([]);
});
