import { expect, test } from '@playwright/test';
import { API_PORT, shellUrl } from '../support/ports';

test('mock-user mode (a development override) serves dummy data with no API and no sign-in', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('portal.clientConfig', JSON.stringify({ mockUser: true })),
  );
  const apiCalls: string[] = [];
  page.on('request', (r) => r.url().includes(`localhost:${API_PORT}`) && apiCalls.push(r.url()));

  await page.goto(shellUrl('up-online', '/payments'));
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Invoice / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /, user menu$/ })).toBeVisible();
  expect(apiCalls).toEqual([]);
});
