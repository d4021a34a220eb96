import { Inject, Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { PasskeyEntity } from './passkey.entity';

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
}

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class PasskeysRepository {
  private readonly passkeys;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.passkeys = ds.getRepository(PasskeyEntity);
  }

  /** The member's passkeys, oldest first. */
  findForUser(userId: string): Promise<PasskeyEntity[]> {
    return this.passkeys.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  countForUser(userId: string): Promise<number> {
    return this.passkeys.countBy({ userId });
  }

  findByCredentialId(credentialId: string): Promise<PasskeyEntity | null> {
    return this.passkeys.findOneBy({ credentialId });
  }

  /** The new passkey, or null when that credential is already registered (to anyone). */
  async create(p: NewPasskey): Promise<PasskeyEntity | null> {
    try {
      return await this.passkeys.save(this.passkeys.create({ ...p, publicKey: Buffer.from(p.publicKey) }));
    } catch (e) {
      if (e instanceof QueryFailedError && (e.driverError as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw e;
    }
  }

  /**
   * Records a sign-in: the new counter, kept only if it moved forward (two sign-ins racing with the
   * same assertion cannot both win), and the time. False when another request got there first.
   */
  async markUsed(id: string, previousCounter: number, counter: number): Promise<boolean> {
    const r = await this.passkeys
      .createQueryBuilder()
      .update()
      .set({ counter, lastUsedAt: () => 'now()' })
      .where('id = :id AND counter = :previousCounter', { id, previousCounter })
      .execute();
    return (r.affected ?? 0) > 0;
  }

  /** True when the member's passkey existed and is gone; another member's is never touched. */
  async delete(userId: string, id: string): Promise<boolean> {
    const r = await this.passkeys.delete({ id, userId });
    return (r.affected ?? 0) > 0;
  }
}
