import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Put, Query, UseGuards } from '@nestjs/common';
import {
  endpoints,
  type LogWeighInRequest,
  type UpdateWeighInRequest,
  type WeighIn,
  type WeighInsQuery,
  type WeighInsResponse,
} from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { WeighInsService } from './weigh-ins.service';

@Controller()
@UseGuards(SignedInGuard)
export class WeighInsController {
  constructor(@Inject(WeighInsService) private readonly weighIns: WeighInsService) {}

  @Get(endpoints.listWeighIns.path)
  list(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.listWeighIns.query)) q: WeighInsQuery,
  ): Promise<WeighInsResponse> {
    return this.weighIns.range(user.id, q.from, q.to);
  }

  @Put(endpoints.logWeighIn.path)
  log(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.logWeighIn.params)) p: { date: string },
    @Body(zod(endpoints.logWeighIn.body)) body: LogWeighInRequest,
  ): Promise<WeighIn> {
    return this.weighIns.log(user.id, p.date, body.weightKg);
  }

  @Patch(endpoints.updateWeighIn.path)
  update(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.updateWeighIn.params)) p: { id: string },
    @Body(zod(endpoints.updateWeighIn.body)) changes: UpdateWeighInRequest,
  ): Promise<WeighIn> {
    return this.weighIns.update(user.id, p.id, changes);
  }

  @Delete(endpoints.deleteWeighIn.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteWeighIn.params)) p: { id: string },
  ): Promise<void> {
    return this.weighIns.remove(user.id, p.id);
  }
}
