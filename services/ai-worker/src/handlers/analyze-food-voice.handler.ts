import { estimateNamedFood } from '@chairside/analysis';
import { withinEntryBounds } from '../food-bounds';
import type { JobHandler } from '../handler';

export function analyzeFoodVoiceHandler(): JobHandler<'analyzeFoodVoice'> {
  return {
    name: 'analyzeFoodVoice',
    async handle({ foodName, quantity, unit }) {
      // 10,000 pounds of butter is a valid question; the answer still has to fit an entry.
      return { ok: true, value: withinEntryBounds(estimateNamedFood({ foodName, quantity, unit }), foodName) };
    },
  };
}
