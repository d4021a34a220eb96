import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(`api listening on http://${config.host}:${config.port}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
