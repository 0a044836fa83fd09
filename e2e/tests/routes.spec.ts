import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteDeclaration } from '@portal/remote-contract';
import apps from '../../apps.json';
import base from '../../deploy/remotes.base.json';
import { shellUrl } from '../support/ports';

test('an unknown route goes to /error/404 with a way home', async ({ page }) => {
  await page.goto(shellUrl('up-online', '/no/such/page'));
  await expect(page).toHaveURL(shellUrl('up-online', '/error/404'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(shellUrl('up-online', '/'));
});

test('a production build has no provider preview: /dev/provider-preview is a 404, and its code is in no file', async ({
  page,
}) => {
  await page.goto(shellUrl('yoobee', '/dev/provider-preview?provider=yoobee'));
  await expect(page).toHaveURL(shellUrl('yoobee', '/error/404'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
  // The preview's route, its texts and its frames' look provider are in none of the shell's built files.
  const dist = path.join(__dirname, '..', '..', 'shell', 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(js|html)$/.test(f),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files)
    expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(
      /provider-preview|Problems of the draft|Preview the draft/,
    );
});

test('an error status that is not three digits is a 404', async ({ page }) => {
  await page.goto(shellUrl('up-online', '/error/12ab'));
  await expect(page).toHaveURL(shellUrl('up-online', '/error/404'));
  await page.goto(shellUrl('up-online', '/error/500'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
});

test('the page title comes from the path', async ({ page }) => {
  await page.goto(shellUrl('yoobee', '/error/404'));
  await expect(page).toHaveTitle(/^Error \| /);
});

test('the development configuration editor saves overrides and resets them', async ({ page }) => {
  await page.goto(shellUrl('up-online'));
  await page.getByRole('link', { name: 'Dev Config' }).click();
  await expect(page).toHaveURL(shellUrl('up-online', '/edit/config'));
  const editor = page.getByLabel('Configuration (JSON)');
  const config = JSON.parse(await editor.inputValue());
  config.pageSize = 3;
  await editor.fill(JSON.stringify(config, null, 2));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Configuration (JSON)')).toContainText('"pageSize": 3');
  const stored = await page.evaluate(() => localStorage.getItem('portal.clientConfig'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ pageSize: 3 });

  // What is not a JSON object is not saved: the textarea is invalid and described by why, the text kept.
  await page.getByLabel('Configuration (JSON)').fill('[1, 2]');
  await page.getByRole('button', { name: 'Save' }).click();
  const invalid = page.getByLabel('Configuration (JSON)');
  await expect(invalid).toHaveAttribute('aria-invalid', 'true');
  await expect(invalid).toHaveAccessibleDescription(
    /^Changes are kept in this browser only.* This is not valid JSON: The configuration must be a JSON object\.$/,
  );
  await expect(invalid).toHaveAccessibleErrorMessage(
    'This is not valid JSON: The configuration must be a JSON object.',
  );
  await expect(invalid).toHaveValue('[1, 2]');
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('portal.clientConfig'))) ?? '{}'),
  ).toEqual({
    pageSize: 3,
  });
  await invalid.fill('{');
  await expect(invalid).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Configuration (JSON)')).toContainText('"pageSize": 8');
  expect(await page.evaluate(() => localStorage.getItem('portal.clientConfig'))).toBeNull();
});

/** A remote the deployment declares (deploy/remotes.base.json) that is not built here, with a route open to
 * everybody: its routes exist, without its code. */
const unbuilt = Object.values(base as Record<string, RemoteDeclaration>)
  .filter((declaration) => {
    const dir = (apps.remotes as Record<string, { dir: string } | undefined>)[declaration.id]?.dir;
    return !dir || !existsSync(path.join(__dirname, '..', '..', dir, 'dist', 'mf-manifest.json'));
  })
  .flatMap((declaration) =>
    declaration.routes.filter((route) => route.access === 'all').map((route) => ({ declaration, route })),
  )[0];

test('a remote that has not been built yet shows the unavailable fallback, not a blank page', async ({
  page,
}) => {
  test.skip(!unbuilt, 'every declared remote is built');
  const { declaration, route } = unbuilt!;
  await page.goto(shellUrl('up-online', route.path));
  await expect(page.getByRole('alert')).toContainText(`${declaration.title.message} is unavailable`);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
