import {
  createParamDecorator,
  Inject,
  Injectable,
  mixin,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiException } from '../../../common/api-exception';
import { zod } from '../../../common/zod.pipe';
import { SignInFlows } from './sign-in-flows';

/** Where the guard leaves what the strategy's `validate` returned. */
const AUTHENTICATED = 'authenticated';

type PassportRequest = FastifyRequest & { session?: Record<string, unknown>; [AUTHENTICATED]?: unknown };

/**
 * The part of Express's response Passport writes to when a strategy redirects (`strategy.redirect`
 * sets statusCode and Location, then calls `end`), answered through Fastify's reply instead.
 */
class RedirectResponse {
  statusCode = 302;
  private readonly headers = new Map<string, string>();
  private finish!: (outcome: 'answered' | Error) => void;
  /** Settles once the strategy has answered the request itself, or with why its answer could not be sent. */
  readonly ended = new Promise<'answered' | Error>((resolve) => (this.finish = resolve));

  constructor(
    private readonly reply: FastifyReply,
    private readonly beforeSend: () => Promise<void>,
  ) {}

  setHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }

  end(): void {
    void this.beforeSend().then(
      () => {
        const location = this.headers.get('location');
        this.reply.code(this.statusCode);
        if (location) this.reply.header('location', location);
        void this.reply.send();
        this.finish('answered');
      },
      // Nothing sent yet: the guard rethrows it, so the exception filter answers in the API's shape.
      (e: unknown) => this.finish(e instanceof Error ? e : new Error(String(e))),
    );
  }
}

/** Thrown once a strategy has answered the request (a redirect): nothing is left to handle. */
class AnsweredByStrategy extends Error {}

/**
 * Runs a Passport strategy on Fastify: the one place Passport meets the API's HTTP layer
 * (decisions.md, "Sign-in methods"). Passport expects Express's request and response. Fastify's
 * request already has what strategies read (body, query, headers, method, url); what it lacks is
 * provided here, per request and only on the routes that sign someone in:
 * - `req.session`, for strategies that keep state across a redirect (SignInFlows);
 * - a response that turns `strategy.redirect` into a Fastify reply;
 * - the body checked with the route's contract schema first (guards run before pipes, and a strategy
 *   must only ever see the normalised body).
 * Failures are the strategy's own ApiException, or 401.
 */
export function PassportGuard(strategy: string, body?: z.ZodType): Type<CanActivate> {
  const check = body ? zod(body) : null;

  @Injectable()
  class FastifyPassportGuard extends AuthGuard(strategy) {
    private readonly responses = new WeakMap<FastifyRequest, RedirectResponse>();

    constructor(@Inject(SignInFlows) private readonly flows: SignInFlows) {
      super();
    }

    override getAuthenticateOptions() {
      return { session: false, property: AUTHENTICATED };
    }

    // Declared by the mixin, not by its published type.
    getResponse(ctx: ExecutionContext): RedirectResponse | undefined {
      return this.responses.get(ctx.switchToHttp().getRequest<FastifyRequest>());
    }

    override handleRequest<T>(err: unknown, user: T): T {
      if (err) throw err instanceof ApiException ? err : ApiException.unauthorized();
      if (!user) throw ApiException.unauthorized();
      return user;
    }

    override async canActivate(ctx: ExecutionContext): Promise<boolean> {
      const req = ctx.switchToHttp().getRequest<PassportRequest>();
      const reply = ctx.switchToHttp().getResponse<FastifyReply>();
      if (check) req.body = check.transform(req.body);
      const flow = await this.flows.open(req);
      req.session = flow.data;
      const res = new RedirectResponse(reply, () => this.flows.save(flow, reply));
      this.responses.set(req, res);
      const authenticated = (super.canActivate(ctx) as Promise<boolean>).then(() => 'authenticated' as const);
      const outcome = await Promise.race([authenticated, res.ended]);
      if (outcome instanceof Error) throw outcome;
      if (outcome === 'answered') throw new AnsweredByStrategy();
      await this.flows.save(flow, reply);
      return true;
    }
  }
  return mixin(FastifyPassportGuard);
}

/** What the route's strategy authenticated (its `validate`'s result). */
export const Authenticated = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): unknown => ctx.switchToHttp().getRequest<PassportRequest>()[AUTHENTICATED],
);
