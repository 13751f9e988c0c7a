import { expect, type Page } from '@playwright/test';
import type { EditServer } from './edit-server';

/** The lines the screen's saves changed in the copy since its last commit, without the diff's headers. */
export const changedLines = (edit: EditServer): string[] =>
  edit
    .git('diff', '--unified=0', '--no-color')
    .split('\n')
    .filter((l) => /^[-+](?![-+]{2} )/.test(l));

/**
 * Opens an entry of the screen (`#/collections/<hash>`) in a fresh load: the printed link sets the
 * run's key and sends the browser on to the screen (without a fragment), the local backend's Login
 * is one click the browser remembers, and the entry is open when Decap says its changes are saved.
 * The first visit compiles the screen's bundle, which takes as long as the machine needs: that wait
 * is bounded by the test's own time limit.
 */
export async function openEntry(page: Page, edit: EditServer, hash: string): Promise<void> {
  const entry = `${edit.origin}/admin/#/collections/${hash}`;
  await page.goto('about:blank');
  await page.goto(edit.link);
  await page.goto(entry);
  const login = page.getByRole('button', { name: 'Login' });
  const saved = page.getByText('Changes saved');
  await expect(login.or(saved), 'the editing screen to load (login or its entry)').toBeVisible({ timeout: 0 });
  if (await login.isVisible()) {
    await login.click();
    await page.goto(entry);
  }
  await expect(saved).toBeVisible({ timeout: 60_000 });
}

/** Publish, then "Publish now" (what follows is the test's to wait for). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}
