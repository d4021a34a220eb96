import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(`api listening on http://${config.host}:${config.port}`);
  if (!process.env.SESSION_SECRET) {
    console.warn('api: SESSION_SECRET is not set: sessions are signed with a random secret and end when the API stops');
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
