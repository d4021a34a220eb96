import { estimateNamedFood } from '@chairside/analysis';
import type { JobHandler } from '../handler';

export function analyzeFoodVoiceHandler(): JobHandler<'analyzeFoodVoice'> {
  return {
    name: 'analyzeFoodVoice',
    async handle({ foodName, quantity, unit }) {
      return { ok: true, value: estimateNamedFood({ foodName, quantity, unit }) };
    },
  };
}
