/**
 * Takes phone-size screenshots of the main screens of a running PawType (for looking at them).
 * Usage: BASE_URL=http://127.0.0.1:3000 npx tsx scripts/screenshots.ts [outDir]
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.argv[2] ?? 'screenshots';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const shot = async (name: string) => page.screenshot({ path: `${out}/${name}.png`, fullPage: true });

await page.goto(`${base}/welcome`);
await page.waitForTimeout(600);
await shot('00-splash');
await page.waitForTimeout(2200);
await shot('01-welcome');
await page.goto(`${base}/auth`);
await page.getByRole('button', { name: 'Sign In' }).click();
await shot('02-auth-login-errors');
await page.getByRole('tab', { name: 'Register' }).click();
await page.getByRole('button', { name: 'Create Account' }).click();
await shot('03-auth-register-errors');
const email = `shot-${Date.now()}@example.com`;
await page.getByLabel('Email').fill(email);
await page.getByLabel('Full Name').fill('Robin Shot');
await page.getByLabel('Password', { exact: true }).fill('secret123');
await page.getByLabel('Confirm Password').fill('secret123');
await page.getByRole('button', { name: 'Create Account' }).click();
await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
await shot('04-home');
await page.getByRole('button', { name: 'Account menu' }).click();
await shot('05-account-menu');
await page.keyboard.press('Escape');
await page.goto(`${base}/terms-of-service`);
await shot('06-terms');
await page.goto(`${base}/no-such-page`);
await shot('07-not-found');
for (const path of process.argv.slice(3)) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(800);
  await shot(`x-${path.replace(/\W+/g, '-')}`);
}
await browser.close();
console.log(`screenshots in ${out}/`);
