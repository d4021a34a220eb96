import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ApiException } from './api-exception';

/** What passport keeps in the session: the user id only, so a request costs no user look-up. */
export interface SessionUser {
  id: string;
}

@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<Request>();
    if (!req.user) throw ApiException.unauthorized();
    return true;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser => {
  const user = ctx.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
  if (!user) throw ApiException.unauthorized();
  return user;
});
