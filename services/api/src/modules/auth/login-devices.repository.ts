import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ladderStep, type LadderLimits, type Reservation } from './lock-ladder';
import { LoginDeviceEntity } from './login-device.entity';

/** A user keeps this many trusted browsers; signing in on one more forgets the one unused longest. */
const DEVICES_PER_USER = 20;

/** Trusted browsers and their own failure counts (device-cookie.ts; decisions.md, "Hardening II"). */
@Injectable()
export class LoginDevicesRepository {
  private readonly devices;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.devices = ds.getRepository(LoginDeviceEntity);
  }

  /** Which of the browser's `ids` is a live device of the user signing in as `username` (each is bound to its user). */
  async trustedFor(ids: readonly string[], username: string): Promise<string | null> {
    const rows: { id: string }[] = await this.devices.query(
      `SELECT d.id FROM login_devices d JOIN users u ON u.id = d.user_id
        WHERE d.id = ANY($1::uuid[]) AND u.username = $2 AND d.expires_at > now() LIMIT 1`,
      [ids, username],
    );
    return rows[0]?.id ?? null;
  }

  /** Which of the browser's `ids` is a device of the user, expired or not. */
  async ownedBy(ids: readonly string[], userId: string): Promise<string | null> {
    const rows: { id: string }[] = await this.devices.query(
      `SELECT id FROM login_devices WHERE id = ANY($1::uuid[]) AND user_id = $2 LIMIT 1`,
      [ids, userId],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Counts an attempt of a trusted browser before its PIN is checked: the same ladder as a
   * username's (lock-ladder.ts), one atomic statement on the device's row. Null when the row is gone
   * (pruned or forgotten since the cookie was read): the browser is then no longer trusted.
   */
  async reserve(id: string, limits: LadderLimits): Promise<Reservation | null> {
    const step = ladderStep({ threshold: '$2', minutes: '$3', levels: '$4', quietSeconds: '$5' });
    const [rows]: [{ failures: number; locked_until: Date | null }[], number] = await this.devices.query(
      `UPDATE login_devices AS a SET
         failures = ${step.failures},
         lock_level = ${step.lockLevel},
         locked_until = ${step.lockedUntil},
         last_attempt_at = now()
       WHERE a.id = $1 AND ${step.unlocked}
       RETURNING failures, locked_until`,
      [id, limits.failuresBeforeLock, limits.lockMinutes, limits.lockMinutes.length, limits.quietMinutes * 60],
    );
    const row = rows[0];
    if (row) return { allowed: true, lockedNow: row.failures === 0 && row.locked_until !== null };
    const left: { seconds: number }[] = await this.devices.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds FROM login_devices WHERE id = $1`,
      [id],
    );
    if (!left[0]) return null;
    return { allowed: false, secondsLeft: Math.max(1, left[0].seconds ?? 1) };
  }

  /**
   * After a successful sign-in: the browser's device (a new one when it had none for this user) is
   * trusted for `days` more, its failures and lock cleared. Answers the device id for its cookie.
   */
  async remember(userId: string, id: string | null, days: number): Promise<string> {
    if (id) {
      const [rows]: [unknown[], number] = await this.devices.query(
        `UPDATE login_devices SET failures = 0, lock_level = 0, locked_until = NULL,
                expires_at = now() + make_interval(days => $3)
          WHERE id = $1 AND user_id = $2 RETURNING id`,
        [id, userId, days],
      );
      if (rows.length) return id;
    }
    const created: { id: string }[] = await this.devices.query(
      `INSERT INTO login_devices (user_id, expires_at) VALUES ($1, now() + make_interval(days => $2)) RETURNING id`,
      [userId, days],
    );
    await this.devices.query(
      `DELETE FROM login_devices WHERE user_id = $1 AND id NOT IN
         (SELECT id FROM login_devices WHERE user_id = $1 ORDER BY expires_at DESC LIMIT $2)`,
      [userId, DEVICES_PER_USER],
    );
    return created[0]!.id;
  }

  /** Ends the trust of every browser of the user but `keep`. */
  async forgetAllBut(userId: string, keep: string | null): Promise<void> {
    await this.devices.query(`DELETE FROM login_devices WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`, [
      userId,
      keep,
    ]);
  }

  /** Deletes the devices whose trust has expired, in `m`'s transaction; answers how many. */
  async deleteExpired(m: EntityManager): Promise<number> {
    const res = await m
      .getRepository(LoginDeviceEntity)
      .createQueryBuilder()
      .delete()
      .where('expires_at <= now()')
      .execute();
    return res.affected ?? 0;
  }
}
