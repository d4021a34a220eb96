import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { toErrorReply } from './error-body';
import { SecurityLog } from './security-log';

interface RequestLike {
  method?: string;
  originalUrl?: string;
  url?: string;
  ip?: string;
  user?: { id?: string };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<unknown>();
    // A sign-in strategy that redirected has answered already (auth/passport/passport.guard.ts).
    if ((res as { sent?: boolean } | undefined)?.sent) return;
    const reply = toErrorReply(exception);
    const req = http.getRequest<RequestLike>();
    // A signed-in user refused (403) or told "not found" (404) about an object: maybe someone else's.
    if ((reply.status === 403 || reply.status === 404) && req?.user?.id) {
      this.log.write('access.denied', {
        userId: req.user.id,
        address: req.ip ?? null,
        outcome: reply.status === 403 ? 'forbidden' : 'not-found',
        status: reply.status,
        method: req.method,
        path: (req.originalUrl ?? req.url ?? '').split('?')[0],
      });
    }
    // Through Nest's HTTP adapter (Fastify's reply underneath).
    const adapter = this.adapterHost.httpAdapter;
    for (const [name, value] of Object.entries(reply.headers)) adapter.setHeader(res, name, value);
    adapter.reply(res, reply.body, reply.status);
  }
}
