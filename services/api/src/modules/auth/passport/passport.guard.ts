import {
  createParamDecorator,
  Inject,
  Injectable,
  mixin,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import passport from 'passport';
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
 * The strategy is this application's own provider, handed to Passport as an object: @nestjs/passport's
 * AuthGuard names it, and a name is looked up in the process-wide Passport, where the last application
 * made in the process wins (two API instances in one test process would sign in through each other).
 * A strategy's error reaches the exception filter as it is; no user and no error is 401.
 */
export function PassportGuard(strategy: Type<passport.Strategy>, body?: z.ZodType): Type<CanActivate> {
  const check = body ? zod(body) : null;

  @Injectable()
  class FastifyPassportGuard implements CanActivate {
    constructor(
      @Inject(SignInFlows) private readonly flows: SignInFlows,
      @Inject(ModuleRef) private readonly modules: ModuleRef,
    ) {}

    async canActivate(ctx: ExecutionContext): Promise<boolean> {
      const req = ctx.switchToHttp().getRequest<PassportRequest>();
      const reply = ctx.switchToHttp().getResponse<FastifyReply>();
      const instance = this.modules.get(strategy, { strict: false });
      if (!instance) throw ApiException.notFound('Sign-in method');
      if (check) req.body = check.transform(req.body);
      const flow = await this.flows.open(req);
      req.session = flow.data;
      const res = new RedirectResponse(reply, () => this.flows.save(flow, reply));
      const outcome = await Promise.race([run(instance, req, res), res.ended]);
      if (outcome instanceof Error) throw outcome;
      if (outcome === 'answered') throw new AnsweredByStrategy();
      req[AUTHENTICATED] = outcome.user;
      await this.flows.save(flow, reply);
      return true;
    }
  }
  return mixin(FastifyPassportGuard);
}

/**
 * One authentication by `strategy`, on a copy of it: Passport gives the object it is handed this
 * request's success, fail and error, so a shared instance would mix concurrent requests.
 */
function run(strategy: passport.Strategy, req: PassportRequest, res: RedirectResponse): Promise<{ user: unknown }> {
  return new Promise((resolve, reject) => {
    const perRequest = Object.create(strategy) as passport.Strategy;
    passport.authenticate(perRequest, { session: false }, (err: unknown, user: unknown) => {
      // The strategy's own refusal, or a dependency's failure (503 from the exception filter), as it is.
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else if (!user) reject(ApiException.unauthorized());
      else resolve({ user });
    })(req, res, (err?: unknown) => reject(err ?? ApiException.unauthorized()));
  });
}

/** What the route's strategy authenticated (its `validate`'s result). */
export const Authenticated = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): unknown => ctx.switchToHttp().getRequest<PassportRequest>()[AUTHENTICATED],
);
