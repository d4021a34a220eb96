import { MICRO_BREAK_LIMITS } from '@chairside/contracts/web-lazy';
import { t } from '../../../shared/i18n';
import { aimPlaces, type BreakAimWords } from '../../../shared/i18n/region-words';

/**
 * The plan's first line: a micro-break (the one a clinic-hours reminder opens) says how long it is,
 * with the check-in's places when there are some; a full break says only the places, or nothing.
 */
export function planTitle({ micro, phrase }: { micro: boolean; phrase: BreakAimWords | null }): string | null {
  const places = phrase ? aimPlaces(phrase) : null;
  if (micro) {
    const count = MICRO_BREAK_LIMITS.maxBreakSeconds / 60;
    return places
      ? t('A {{count}}-minute micro-break for your {{places}}', {
          defaultValue_one: 'A {{count}}-minute micro-break for your {{places}}',
          count,
          places,
        })
      : t('A {{count}}-minute micro-break', { defaultValue_one: 'A {{count}}-minute micro-break', count });
  }
  return places ? t('A break for your {{places}}', { places }) : null;
}

/** Where the stretches after the aimed ones come from: one sentence, as many aimed as `aimed`. */
function restInWords(aimed: number, restCount: number, focused: boolean): string {
  const count = aimed;
  if (aimed === 1) {
    if (restCount === 1)
      return focused
        ? t('The first follows your latest check-in; the last comes from your focus areas.')
        : t('The first follows your latest check-in; the last comes from another area, a different one each break.');
    return focused
      ? t('The first follows your latest check-in; the rest come from your focus areas.')
      : t('The first follows your latest check-in; the rest are a different mix of areas each break.');
  }
  if (restCount === 1)
    return focused
      ? t('The first {{count}} follow your latest check-in; the last comes from your focus areas.', {
          defaultValue_one: 'The first {{count}} follow your latest check-in; the last comes from your focus areas.',
          count,
        })
      : t(
          'The first {{count}} follow your latest check-in; the last comes from another area, a different one each break.',
          {
            defaultValue_one:
              'The first {{count}} follow your latest check-in; the last comes from another area, a different one each break.',
            count,
          },
        );
  return focused
    ? t('The first {{count}} follow your latest check-in; the rest come from your focus areas.', {
        defaultValue_one: 'The first {{count}} follow your latest check-in; the rest come from your focus areas.',
        count,
      })
    : t('The first {{count}} follow your latest check-in; the rest are a different mix of areas each break.', {
        defaultValue_one:
          'The first {{count}} follow your latest check-in; the rest are a different mix of areas each break.',
        count,
      });
}

/** The break plan's sentence: its size, and where its stretches come from. */
export function planSummary({
  count,
  seconds,
  focused,
  aimedCount,
}: {
  count: number;
  seconds: number;
  focused: boolean;
  /** How many of the first stretches follow the member's check-in (0: none, the plain rotation). */
  aimedCount: number;
}): string {
  const size = t('{{count}} stretches, about {{minutes}} minutes', {
    defaultValue_one: '{{count}} stretch, about {{minutes}} minutes',
    count,
    minutes: Math.ceil(seconds / 60),
  });
  if (aimedCount <= 0)
    return t('{{size}}. {{more}}', {
      size,
      more: focused ? t('Chosen for your focus areas.') : t('A different mix of areas each break.'),
    });
  if (aimedCount >= count) return t('{{size}}, all chosen from your latest check-in.', { size });
  return t('{{size}}. {{more}}', { size, more: restInWords(aimedCount, count - aimedCount, focused) });
}
