import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { endpoints, type ClientErrorRequest } from '@chairside/contracts';
import type { FastifyRequest } from 'fastify';
import { Public, type SessionRequest, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ClientErrorsService } from './client-errors.service';

@Controller()
@UseGuards(SignedInGuard)
export class ClientErrorsController {
  constructor(@Inject(ClientErrorsService) private readonly errors: ClientErrorsService) {}

  /**
   * Public: the shell reports a refused remote before anyone signs in too. A session, when the request
   * has one, only names the member in the log line.
   */
  @Public()
  @Post(endpoints.reportClientError.path)
  @HttpCode(204)
  async report(
    @Body(zod(endpoints.reportClientError.body)) body: ClientErrorRequest,
    @Req() req: FastifyRequest & SessionRequest,
  ): Promise<void> {
    await this.errors.report(body, req.ip ?? 'unknown', req.user?.id ?? null);
  }
}
