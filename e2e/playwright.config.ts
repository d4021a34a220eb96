import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { writeEan13Video } from './support/ean13-video';
import { FAKE_CAMERA_BARCODE, FAKE_CAMERA_VIDEO } from './support/fake-camera';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The browser sees only the fonts the pages ship (e2e/fonts.conf): no font of the machine's changes a picture.
const BROWSER_ENV = { ...process.env, FONTCONFIG_FILE: join(__dirname, 'fonts', 'fonts.conf') };

// The camera tests' fake camera films a real EAN-13 barcode.
writeEan13Video(FAKE_CAMERA_VIDEO, FAKE_CAMERA_BARCODE);

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
      args: CHROMIUM_ARGS,
      env: BROWSER_ENV,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /camera\/.*\.spec\.ts/ },
    {
      name: 'fake-camera',
      testMatch: /camera\/.*\.spec\.ts/,
      use: {
        permissions: ['camera'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          env: BROWSER_ENV,
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            `--use-file-for-fake-video-capture=${FAKE_CAMERA_VIDEO}`,
          ],
        },
      },
    },
  ],
});
