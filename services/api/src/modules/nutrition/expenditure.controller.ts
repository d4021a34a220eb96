import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { endpoints, type ExpenditureQuery, type ExpenditureResponse } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ExpenditureService } from './expenditure.service';

@Controller()
@UseGuards(SignedInGuard)
export class ExpenditureController {
  constructor(@Inject(ExpenditureService) private readonly expenditure: ExpenditureService) {}

  @Get(endpoints.getExpenditure.path)
  get(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.getExpenditure.query)) q: ExpenditureQuery,
  ): Promise<ExpenditureResponse> {
    return this.expenditure.of(user.id, q.tz ?? 'UTC');
  }
}
