import {
  createParamDecorator,
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
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

const PUBLIC = 'chairside:public';
/** A route (or controller) anyone may call: sign-in, sign-up, health, the API description. */
export const Public = () => SetMetadata(PUBLIC, true);

/** Whether a controller class (or a handler) is marked `@Public()`. */
export const isPublic = (target: object): boolean => Reflect.getMetadata(PUBLIC, target) === true;

/**
 * On every controller that serves signed-in users (`@UseGuards(SignedInGuard)`, so each says so at a
 * glance): a session is required unless the route is `@Public()` (sign-in and sign-up on the auth
 * controller). test/sessions-required.spec.ts calls every endpoint the contract marks `auth: true`
 * without a session and expects 401, so a controller that forgot the guard fails the build.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, [ctx.getHandler(), ctx.getClass()])) return true;
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
