import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { endpoints, type StretchReminders } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ExerciseService } from './exercise.service';

@Controller()
@UseGuards(SignedInGuard)
export class StretchRemindersController {
  constructor(@Inject(ExerciseService) private readonly exercise: ExerciseService) {}

  @Get(endpoints.getStretchReminders.path)
  get(@CurrentUser() user: SessionUser): Promise<StretchReminders> {
    return this.exercise.reminderSettings(user.id);
  }

  @Put(endpoints.saveStretchReminders.path)
  save(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.saveStretchReminders.body)) body: StretchReminders,
  ): Promise<StretchReminders> {
    return this.exercise.saveReminderSettings(user.id, body);
  }
}
