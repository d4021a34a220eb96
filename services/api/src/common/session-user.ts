import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiException } from './api-exception';

/** The signed-in user: the session keeps only the user id, so a request costs no user look-up. */
export interface SessionUser {
  id: string;
}

/** What the session layer (app.factory.ts) puts on every request. */
export interface SessionRequest {
  user?: SessionUser | null;
  /** The id of the request's live session, when it has one. */
  sessionId?: string | null;
}

@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<SessionRequest>();
    if (!req.user) throw ApiException.unauthorized();
    return true;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser => {
  const user = ctx.switchToHttp().getRequest<SessionRequest>().user;
  if (!user) throw ApiException.unauthorized();
  return user;
});
