import { USER_ROLES, UserRole, Username } from '@chairside/contracts';
import { loadConfig } from '../config/app-config';
import { createDataSource } from '../db/data-source';
import { UsersRepository } from '../modules/users/users.repository';

/**
 * `node services/api/dist/cli/set-role.js <email> <member|moderator>` (`npm run set-role -- …`):
 * gives an account a role. Only someone with the database's address (DATABASE_URL, as for the migrate
 * step) can make a moderator; no API call can.
 */
async function main() {
  const [email, role] = process.argv.slice(2);
  const username = Username.safeParse(email ?? '');
  const parsed = UserRole.safeParse(role);
  if (!email || !username.success || !parsed.success) {
    console.error(`Usage: node services/api/dist/cli/set-role.js <email> <${USER_ROLES.join('|')}>`);
    process.exit(2);
  }
  const ds = createDataSource({ ...loadConfig(), dbPoolMax: 1 });
  await ds.initialize();
  try {
    if (!(await new UsersRepository(ds).setRole(username.data, parsed.data))) {
      console.error(`No account with the e-mail ${username.data}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`${username.data} is now a ${parsed.data}.`);
  } finally {
    await ds.destroy();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
