import * as argon2 from 'argon2';
import { DEMO_ACCOUNTS } from '@chairside/contracts';
import type { DataSource } from 'typeorm';
import { StretchesRepository } from '../modules/exercise/stretches.repository';
import { UsersRepository } from '../modules/users/users.repository';
import { ERGONOMIC_STRETCHES } from './seeds/ergonomic-stretches';

/**
 * Idempotent: stretches are upserted by name, demo accounts created when missing. It writes through
 * the owning modules' repositories (outside Nest, so constructed here), never with SQL of its own.
 */
export async function seed(ds: DataSource, options: { demoAccounts: boolean }): Promise<void> {
  await new StretchesRepository(ds).upsertByName(ERGONOMIC_STRETCHES);
  if (!options.demoAccounts) return;
  const users = new UsersRepository(ds);
  for (const demo of DEMO_ACCOUNTS) {
    await users.create({ email: demo.username, name: demo.name, pinHash: await argon2.hash(demo.pin) });
  }
}
