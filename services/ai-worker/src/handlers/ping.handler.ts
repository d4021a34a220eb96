import type { JobHandler } from '../handler';

export const pingHandler: JobHandler<'ping'> = {
  name: 'ping',
  async handle(payload, ctx) {
    return { ok: true, value: { sentAt: payload.sentAt, workerId: ctx.workerId, handledAt: Date.now() } };
  },
};
