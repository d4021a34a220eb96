import { Inject, Injectable, mixin, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SsoSignInService, type SsoStep } from './sso-sign-in.service';

/**
 * Before the OpenID strategy runs (guards run in order): 404 when no provider is configured, and the
 * step counted against the client address's per-minute limit.
 */
export function SsoGate(step: SsoStep): Type<CanActivate> {
  @Injectable()
  class SsoGateGuard implements CanActivate {
    constructor(@Inject(SsoSignInService) private readonly signIns: SsoSignInService) {}

    async canActivate(ctx: ExecutionContext): Promise<boolean> {
      this.signIns.settings();
      await this.signIns.limit(step, ctx.switchToHttp().getRequest<FastifyRequest>().ip);
      return true;
    }
  }
  return mixin(SsoGateGuard);
}
