import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { PasskeyLoginRequest } from '@chairside/contracts';
import type { FastifyRequest } from 'fastify';
import type { UserEntity } from '../users/user.entity';
import { PasskeysService } from './passkeys.service';
import { WebAuthnAssertionStrategy } from './webauthn-assertion.strategy';

/**
 * "Sign in with a passkey" as the Passport strategy `passkey`. The body reaching here is the
 * contract's PasskeyLoginRequest (PassportGuard checks it); the service checks the challenge, the
 * signature and the counter, and a refusal is its 401 with the reason.
 */
@Injectable()
export class PasskeyStrategy extends PassportStrategy(WebAuthnAssertionStrategy, 'passkey') {
  constructor(@Inject(PasskeysService) private readonly passkeys: PasskeysService) {
    super();
  }

  validate(req: FastifyRequest): Promise<UserEntity> {
    const body = req.body as PasskeyLoginRequest;
    return this.passkeys.verifyLogin(body.response, req.ip ?? 'unknown');
  }
}
