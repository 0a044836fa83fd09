// Two providers share one sign-in service (ichm and up-online the local user pool, nzma and yoobee the local
// directory): the service's sign-in session signs a student of one in at the other without a password, and the
// portal must refuse them there, by the membership claim of their ID token, without asking the API anything.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInFromTopBar, stubExternalSites } from '../support/auth';
import { API_PORT, shellUrl } from '../support/ports';
import { storedUser } from '../support/session';

test.beforeEach(async ({ page }) => stubExternalSites(page));

/** The API's requests (not the sign-in service's) the page sends from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(API_PORT) && !url.pathname.startsWith('/idp/')) calls.push(url.pathname);
  });
  return calls;
}

for (const { vendor, student, at, name, width } of [
  {
    vendor: 'user pool (Cognito)',
    student: ACCOUNTS.ava,
    at: 'ichm',
    name: 'International College of Hotel Management',
    width: 1280,
  },
  {
    vendor: 'user pool (Cognito)',
    student: ACCOUNTS.ava,
    at: 'soe',
    name: 'School of Education',
    width: 360,
  },
  { vendor: 'directory (Entra ID)', student: ACCOUNTS.hemi, at: 'nzma', name: 'NZMA', width: 1280 },
]) {
  test(`${vendor}: a ${student.provider} student signed in there is refused at ${at}'s portal, with Sign out (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    // Signed in at their own provider's portal, on the sign-in service's pages.
    await page.goto(shellUrl(student.provider));
    await signInFromTopBar(page, student.email);
    await expect(
      page
        .getByRole('button', { name: `${student.name}, user menu` })
        .or(page.getByRole('button', { name: 'Open menu' })),
    ).toBeVisible();

    // The other provider's portal: Sign in goes through the service's session, with no password asked.
    await page.goto(shellUrl(at));
    const calls = apiCalls(page);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const heading = page.getByRole('heading', { level: 1, name: `This account is not a student of ${name}` });
    await expect(heading).toBeVisible();
    expect(new URL(page.url()).hostname).toBe(`${at}.localhost`);
    await expect(page.getByRole('main')).toContainText(`You are signed in as ${student.email}`);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`refused-${at}-${width}.png`), fullPage: true });
    // Nothing was asked of the API for them, and the API itself refuses their token from this portal.
    expect(calls).toEqual([]);
    const user = await storedUser(page);
    const status = await page.evaluate(
      async ([api, token]) =>
        (
          await fetch(`${api}v1/secure/student`, {
            headers: {
              Authorization: `Bearer ${token}`,
              Source: 'portal',
              'Ocp-Apim-Subscription-Key': 'local-dev-subscription-key',
            },
          })
        ).status,
      [`http://localhost:${API_PORT}/`, user!.access_token],
    );
    expect(status).toBe(403);

    // Sign out ends the service's session too: back at this portal's home, signed out, and Sign in asks for
    // the password.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(shellUrl(at, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      `Welcome to the ${name} student portal`,
    );
    expect(await storedUser(page)).toBeNull();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
  });
}

test("a student of the provider signed in through the shared service's session gets their own portal", async ({
  page,
}) => {
  // Mei (ichm) at ichm, then at up-online (refused), then back at ichm: signed in there without a password.
  await page.goto(shellUrl('ichm', '/payments'));
  await page.getByLabel('Email').fill(ACCOUNTS.mei.email);
  await page.getByLabel('Password').fill('Portal-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.goto(shellUrl('up-online', '/payments'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'This account is not a student of UP Education Online' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toHaveCount(0);
  await page.goto(shellUrl('ichm', '/payments'));
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
});
