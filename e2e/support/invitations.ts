import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** On the Clients page of a signed-in lawyer or paralegal: invites a client by keyboard and waits for 'Invitation sent'. */
export async function inviteClient(page: Page, name: string, address: string) {
  const form = page.getByRole('form', { name: 'Invite a client' });
  await form.getByLabel('Client name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Invitation sent to' }).textContent()).toBe(`Invitation sent to ${address}.`);
}
