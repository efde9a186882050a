import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The admin specs start a SendGrid stand-in here (tests/helpers/sendgrid-stand-in.ts); the server sends to it. */
export const SENDGRID_STAND_IN_PORT = PORT + 1;
/** Where the e2e server writes account e-mails (DATA_DIR/outbox). */
export const OUTBOX_DIR = `.tmp/e2e-data-${PORT}/outbox`;
export const ADMIN = { username: 'admin@pawtype.test', password: 'admin-secret-1', name: 'Avery Admin' };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.tmp/test-results-${PORT}`,
  fullyParallel: true,
  // 3 on this 2-core machine: the suite waits on the browser and the server as much as it computes
  // (10.9 min with 2 workers, 9.6 with 4, which loaded the machine to 21).
  workers: 3,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    locale: 'en-GB',
    // page.route() cannot see requests a service worker handles.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'phone', testIgnore: /admin\.spec\.ts$/ },
    // The admin specs read site-wide counts (total users...), which the other specs change as they
    // register owners; they run once those have finished, so a count they read stays the count.
    { name: 'admin', testMatch: /admin\.spec\.ts$/, dependencies: ['phone'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      DATABASE_URL: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOG_LEVEL: 'warn',
      // Every test registers its own owner from 127.0.0.1; the limits themselves are tested in tests/server.
      REGISTER_LIMIT: '100000',
      // Survey e-mails go to a local stand-in that admin.spec.ts starts; nothing reaches the internet.
      SENDGRID_API_KEY: 'SG.test',
      SENDGRID_BASE_URL: `http://127.0.0.1:${SENDGRID_STAND_IN_PORT}/`,
      LOGIN_LIMIT_ADDRESS: '100000',
      // Account e-mails (reset, confirmation, notices) go to the outbox, where tests/e2e/account-recovery.spec.ts
      // reads them; survey e-mails still go to the SendGrid stand-in above.
      MAIL_TRANSPORT: 'outbox',
      RESET_LIMIT_CLIENT: '100000',
    },
  },
});
