// A menu's page gets its data sooner (shell/src/menus/useStartPageReads.ts): pointing at a menu item starts the
// reads its page's contract names, before the click, and the page, once opened, takes those responses instead of
// asking again.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_PORT, shellUrl } from '../support/ports';
import { restoreSession } from '../support/session';

const METADATA = `http://localhost:${API_PORT}/v1/metadata`;

/** The tab's GET requests to the API whose address starts with `url`, as they leave. */
function requestsTo(page: Page, url: string) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().startsWith(url)) sent.push(r.url());
  });
  return sent;
}

test("pointing at a menu item starts its page's reads, and the page takes them", async ({ page }) => {
  const { provider, email, name } = ACCOUNTS.ava;
  await restoreSession(page, provider, email);
  const metadata = requestsTo(page, METADATA);
  const applications = requestsTo(page, `http://localhost:${API_PORT}/v2/secure/studentApplication?`);
  await page.goto(shellUrl(provider, '/payments'));
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible({ timeout: 20_000 });
  const userMenu = page.getByRole('button', { name: `${name}, user menu` });
  await userMenu.click();
  expect(metadata, '/payments reads no lookup lists').toEqual([]);

  // The settings page (/profile) reads the lookup lists: asked for on the hover, before any click.
  await page.getByRole('menuitem', { name: 'Settings' }).hover();
  await expect.poll(() => metadata.length).toBe(1);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('form', { name: 'Personal details' })).toBeVisible({ timeout: 20_000 });
  expect(metadata, "the page took the hover's response").toHaveLength(1);

  // The enrolment wizard reads the student's applications; the lookup lists are in the data cache by now.
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Apply for a course' }).focus();
  await expect.poll(() => applications.length).toBe(1);
  await page.getByRole('menuitem', { name: 'Apply for a course' }).click();
  await expect(page).toHaveURL(/\/enrol/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({
    timeout: 20_000,
  });
  expect(applications, "the page took the focus's response").toHaveLength(1);
  expect(metadata, 'the lookup lists, asked for once in all').toHaveLength(1);
});
