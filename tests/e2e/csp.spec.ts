/**
 * The app's own code runs under its Content Security Policy (script-src 'self', no
 * 'unsafe-eval') without a single violation: no `securitypolicyviolation` event and no CSP
 * message in the console on the welcome page, the sign-in page and the signed-in home.
 */
import type { Page } from '@playwright/test';
import { createOwner, expect, test } from './fixtures';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function watchCsp(page: Page): Promise<string[]> {
  const consoleMessages: string[] = [];
  page.on('console', (msg) => {
    if (
      /Content Security Policy|Refused to (evaluate|execute|load|apply|connect|frame)|unsafe-eval/i.test(msg.text())
    ) {
      consoleMessages.push(`${msg.type()}: ${msg.text()}`);
    }
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  return consoleMessages;
}

/** Violation events arrive asynchronously: give the page a moment after it settles. */
async function violationsOn(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => window.cspViolations);
}

test('the welcome page, the sign-in page and the signed-in home raise no CSP violation', async ({ page }) => {
  const consoleMessages = await watchCsp(page);

  const response = await page.goto('/welcome');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { name: "Discover your pet's unique personality" })).toBeVisible();
  expect(await violationsOn(page), '/welcome').toEqual([]);

  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await violationsOn(page), '/auth').toEqual([]);

  const owner = await createOwner(page.request);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${owner.name}!` })).toBeVisible();
  expect(await violationsOn(page), 'signed-in home').toEqual([]);

  expect(consoleMessages).toEqual([]);
});
