import { defineConfig } from '@playwright/test';

// Runs against a stack that `npm test` (tools/test/run.mjs) started; BASE_URL says where.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../tmp/e2e-results',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:4200',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
