import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  endpoints,
  PIN_RESET_SENT,
  type CompletePinResetRequest,
  type RequestPinResetRequest,
  type SuccessResponse,
} from '@chairside/contracts';
import type { FastifyRequest } from 'fastify';
import { Public, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { PinResetService } from './pin-reset.service';

/** Signed out by nature: a member who forgot their PIN cannot sign in. */
@Controller()
@UseGuards(SignedInGuard)
@Public()
export class PinResetController {
  constructor(@Inject(PinResetService) private readonly resets: PinResetService) {}

  /** The same answer whether or not the address has an account. */
  @Post(endpoints.requestPinReset.path)
  @HttpCode(202)
  async request(
    @Body(zod(endpoints.requestPinReset.body)) body: RequestPinResetRequest,
    @Req() req: FastifyRequest,
  ): Promise<SuccessResponse> {
    await this.resets.request(body.email, req.ip ?? 'unknown');
    return { success: true, message: PIN_RESET_SENT };
  }

  @Post(endpoints.completePinReset.path)
  @HttpCode(200)
  async complete(
    @Body(zod(endpoints.completePinReset.body)) body: CompletePinResetRequest,
    @Req() req: FastifyRequest,
  ): Promise<SuccessResponse> {
    await this.resets.complete(body.token, body.newPin, req.ip ?? 'unknown');
    return { success: true, message: 'Your new PIN is set, and every device was signed out. Sign in with it.' };
  }
}
