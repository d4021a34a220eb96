import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_STRETCH_REMINDERS, type StretchReminders } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { StretchRemindersEntity } from './stretch-reminders.entity';

const toReminders = (r: StretchReminders): StretchReminders => ({
  enabled: r.enabled,
  days: r.days,
  startTime: r.startTime,
  endTime: r.endTime,
  cadenceMinutes: r.cadenceMinutes,
  focusAreas: r.focusAreas,
});

@Injectable()
export class StretchRemindersRepository {
  private readonly reminders;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.reminders = ds.getRepository(StretchRemindersEntity);
  }

  /** The user's settings, or the defaults (switched off) until they save some. */
  async findForUser(userId: string): Promise<StretchReminders> {
    const row = await this.reminders.findOneBy({ userId });
    return toReminders(row ?? DEFAULT_STRETCH_REMINDERS);
  }

  async save(userId: string, r: StretchReminders): Promise<StretchReminders> {
    const value = { ...toReminders(r), days: [...r.days].sort((a, b) => a - b) };
    await this.reminders.upsert({ userId, ...value }, ['userId']);
    return value;
  }
}
