import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PinResetEntity } from './pin-reset.entity';

@Injectable()
export class PinResetsRepository {
  private readonly resets;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.resets = ds.getRepository(PinResetEntity);
  }

  /** A new link for the user, working for `minutes` from now (the database's clock, as `consume` reads it). */
  async create(userId: string, tokenHash: string, minutes: number): Promise<void> {
    await this.resets
      .createQueryBuilder()
      .insert()
      .values({ userId, tokenHash, expiresAt: () => `now() + make_interval(mins => ${Number(minutes)})` })
      .updateEntity(false)
      .execute();
  }

  /**
   * Uses the link whose token hashes to `tokenHash` if it is unused and unexpired, in one statement:
   * two requests with the same link cannot both pass. Answers its user, or null.
   */
  async consume(tokenHash: string): Promise<string | null> {
    const res = await this.resets
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash })
      .returning('user_id')
      .updateEntity(false)
      .execute();
    return (res.raw as { user_id: string }[])[0]?.user_id ?? null;
  }

  /** Every other link of the user stops working: the PIN they were sent to reset is set. */
  async useAllOf(userId: string): Promise<void> {
    await this.resets
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND used_at IS NULL', { userId })
      .execute();
  }
}
