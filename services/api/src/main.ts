import { createApp } from './app.factory';
import { checkRedisEviction } from '@chairside/analysis';
import { loadConfig } from './config/app-config';
import { stopOnSignals } from './shutdown';

async function main() {
  const config = loadConfig();
  await checkRedisEviction(config.redisUrl, config.redisRequireNoeviction, 'api');
  const app = await createApp(config);
  // Before listening: a signal that comes as soon as the port answers still drains.
  stopOnSignals(app, config);
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
