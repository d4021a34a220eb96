import * as argon2 from 'argon2';
import { DEMO_ACCOUNTS } from '@chairside/contracts';
import type { DataSource } from 'typeorm';
import { StretchesRepository } from '../modules/exercise/stretches.repository';
import { UsersRepository } from '../modules/users/users.repository';
import { ERGONOMIC_STRETCHES } from './seeds/ergonomic-stretches';

/**
 * Idempotent: stretches are upserted by name, demo accounts created when missing (removed when off). It writes through
 * the owning modules' repositories (outside Nest, so constructed here), never with SQL of its own.
 */
export async function seed(ds: DataSource, options: { demoAccounts: boolean }): Promise<void> {
  await new StretchesRepository(ds).upsertByName(ERGONOMIC_STRETCHES);
  const users = new UsersRepository(ds);
  if (!options.demoAccounts) {
    // The demo PINs are published: with the flag off (production), those accounts must not exist.
    const removed = await users.deleteByUsernames(DEMO_ACCOUNTS.map((d) => d.username));
    if (removed) console.log(`demo accounts removed: ${removed}`);
    return;
  }
  for (const demo of DEMO_ACCOUNTS) {
    await users.create({ email: demo.username, name: demo.name, pinHash: await argon2.hash(demo.pin) });
  }
}
