import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { endpoints, type StretchReminders } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { StretchRemindersRepository } from './stretch-reminders.repository';

@Controller()
@UseGuards(SignedInGuard)
export class StretchRemindersController {
  constructor(@Inject(StretchRemindersRepository) private readonly reminders: StretchRemindersRepository) {}

  @Get(endpoints.getStretchReminders.path)
  get(@CurrentUser() user: SessionUser): Promise<StretchReminders> {
    return this.reminders.findForUser(user.id);
  }

  @Put(endpoints.saveStretchReminders.path)
  save(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.saveStretchReminders.body)) body: StretchReminders,
  ): Promise<StretchReminders> {
    return this.reminders.save(user.id, body);
  }
}
