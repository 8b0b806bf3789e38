import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('axe helper', () => {
  it('fails on a serious violation and names it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<html lang="en"><head><title>t</title></head><body><main><h1>x</h1><img src="data:,"><input type="text"></main></body></html>');
    await expect(expectNoSeriousA11yViolations(page, 'fixture')).rejects.toThrow(/image-alt[\s\S]*label|label[\s\S]*image-alt/);
    await context.close();
  });
});
