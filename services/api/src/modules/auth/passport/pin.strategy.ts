import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { AuthService, type Authenticated } from '../auth.service';
import { deviceIdsFromCookies } from '../device-cookie';

/**
 * Email and PIN, through passport-local: every protection stays in AuthService.verify (the attempt
 * counted before argon2, the username's lock, the per-address caps, trusted devices, the security log).
 * The body reaching here is already the contract's normalised LoginRequest (PassportGuard checks it).
 */
@Injectable()
export class PinStrategy extends PassportStrategy(Strategy, 'pin') {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super({ usernameField: 'username', passwordField: 'pin', passReqToCallback: true, session: false });
  }

  validate(req: FastifyRequest, username: string, pin: string): Promise<Authenticated> {
    const devices = deviceIdsFromCookies(req.headers.cookie, this.config.sessionSecret);
    return this.auth.verify(username, pin, req.ip ?? 'unknown', devices);
  }
}
