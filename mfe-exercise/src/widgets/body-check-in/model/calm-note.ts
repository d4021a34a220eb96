import { type BodyRegionName, type BodySide } from '@chairside/contracts/web';
import { BODY_CHECK_IN_LIMITS, BODY_SIDES, regionInWords } from '@chairside/contracts/web-lazy';
import { t } from '../../../shared/i18n';
import { regionWords } from '../../../shared/i18n/region-words';

interface CalmNote {
  kind: 'persistent' | 'numbness';
  region: BodyRegionName;
  text: string;
}

/**
 * The side the API's note names ("your right wrist"): the note carries its region but not the side,
 * which its English text does ("your both wrists" for both, "your wrists" for none given).
 */
function noteSide(note: CalmNote): BodySide | null {
  const text = note.text.toLowerCase();
  const named = (side: BodySide | null) => text.includes(`your ${regionInWords(note.region, side)}`);
  return BODY_SIDES.find((side) => named(side)) ?? null;
}

/**
 * The calm note to see a health professional, in the active language: the same words the API wrote
 * in English (rules/body-check-ins.ts calmNotes), built again from its kind, region and side.
 */
export function calmNoteText(note: CalmNote): string {
  const place = regionWords(note.region, noteSide(note), true);
  if (note.kind === 'numbness')
    return t(
      'You noted numbness or tingling in your {{place}}. It may help to talk it over with a doctor or physiotherapist.',
      { place },
    );
  return t(
    'Your {{place}} has been at {{score}} or more in your last {{count}} check-ins. It may help to talk it over with a doctor or physiotherapist.',
    {
      defaultValue_one:
        'Your {{place}} has been at {{score}} or more in your last {{count}} check-in. It may help to talk it over with a doctor or physiotherapist.',
      place,
      score: BODY_CHECK_IN_LIMITS.calmNoteScore,
      count: BODY_CHECK_IN_LIMITS.calmNoteRun,
    },
  );
}
