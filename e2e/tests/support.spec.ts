// The support remote in the running portal, in Chromium: each provider's support page, the accordion and
// the ichm collapsible sections, the support case form against the dev-api (both channels, a failure, the
// success and reset), the withdrawal form, library and policies per provider, anonymous visitors, axe.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAtIdp, stubExternalSites } from '../support/auth';
import { holdRequests } from '../support/network';
import { API_PORT, shellUrl, VAR_DIR } from '../support/ports';
import { openSignedIn } from '../support/session';
import { violations } from '../support/axe';

const SUPPORT = '/case/support/general';
/** The dev-api's markers (shared/mock-api/src/handlers/cases.ts): they touch only the case that carries them. */
const FAIL = '#fail-case';
const SLOW = '#slow-case';
/** The support form's success message. */
const SENT = 'Thank you, your request has been sent.';

interface SentCase {
  channel: 'case' | 'emailCase';
  [field: string]: unknown;
}

/** The cases the dev-api has kept whose description contains `text` (every student's: the list asks for the
 * server's development secret, kept in its data folder). */
async function sentCases(page: Page, text: string): Promise<SentCase[]> {
  const secret = readFileSync(path.join(VAR_DIR, 'data', 'dev-secret'), 'utf8').trim();
  const response = await page.request.get(`http://localhost:${API_PORT}/dev/cases`, {
    headers: { 'Dev-Secret': secret },
  });
  const cases = (await response.json()) as SentCase[];
  return cases.filter((c) => String(c.description ?? '').includes(text));
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

const form = (page: Page) => page.getByRole('form', { name: 'Ask for support' });
const topic = (page: Page) => form(page).getByRole('combobox', { name: /What do you need help with/ });
const description = (page: Page) => form(page).getByRole('textbox', { name: /Describe your question/ });

/** The page's own text, with the provider's name and contacts taken out. */
async function pageText(page: Page, provider: { name: string; phone: string; email: string }) {
  const text = (await page.getByRole('main').textContent()) ?? '';
  return text.replaceAll(provider.name, '#').replaceAll(provider.phone, '#').replaceAll(provider.email, '#');
}

test.describe('anonymous visitors', () => {
  test('nzma and nz-institute-of-sport share one page, with every support promise and a sign-in prompt', async ({
    page,
  }) => {
    await page.goto(shellUrl('nzma', SUPPORT));
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const main = page.getByRole('main');
    for (const figure of [
      'We reply to every support request within 48 business hours.',
      'Your trainer replies to your messages within 48 hours.',
      'Your assessment is graded within 10 business days of submission.',
      'Your certificate is issued within 20 working days of completing your programme.',
      'is open 9am to 5pm Monday to Friday.',
      'graded competent or not yet competent',
    ])
      await expect(main).toContainText(figure);
    await expect(form(page)).toHaveCount(0);
    const nzma = await pageText(page, {
      name: 'NZMA',
      phone: '0800 696 962',
      email: 'studentsupport@nzma.ac.nz',
    });

    await page.goto(shellUrl('nz-institute-of-sport', SUPPORT));
    await expect(page.getByRole('heading', { level: 2, name: 'Ask for support' })).toBeVisible();
    expect(
      await pageText(page, {
        name: 'New Zealand Institute of Sport',
        phone: '0800 865 069',
        email: 'studentsupport@nzis.co.nz',
      }),
    ).toBe(nzma);
  });

  test('the FAQ keeps one panel open at a time, by mouse and keyboard', async ({ page }) => {
    await page.goto(shellUrl('soe', SUPPORT));
    const first = page.getByRole('button', { name: 'Who organises my placement?' });
    const second = page.getByRole('button', { name: 'How long until I hear back?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Who organises my placement?' })).toBeVisible();
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Who organises my placement?' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'How long until I hear back?' })).toContainText(
      'within 48 business hours',
    );
  });

  test('ichm: collapsible sections animate for 1000 ms, and not at all with reduced motion', async ({
    page,
  }) => {
    await page.goto(shellUrl('ichm', SUPPORT));
    const late = page.getByRole('button', { name: 'Late submission' });
    const panel = page.locator(`#${await late.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^1s/);
    await late.click();
    // Half way through, the panel is on its way: taller than nothing, shorter than its content.
    await page.waitForTimeout(400);
    const [midway, full] = await panel.evaluate((el) => [
      el.getBoundingClientRect().height,
      (el.firstElementChild as HTMLElement).scrollHeight,
    ]);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(full);
    await expect(panel).toContainText('loses 5% of the total mark per day late');
    await page.getByRole('button', { name: 'Extensions' }).click();
    await page.getByRole('button', { name: 'Supplementary assessment' }).click();
    await expect(late).toHaveAttribute('aria-expanded', 'true');
    const main = page.getByRole('main');
    for (const figure of [
      'extension of up to two weeks',
      'at least 5 days before the due date',
      'If your final mark for a subject is 45 to 49%',
      'It is done within 10 weekdays of the offer.',
      'The maximum mark for a supplementary assessment is 50%.',
    ])
      await expect(main).toContainText(figure);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const again = page.getByRole('button', { name: 'Late submission' });
    const still = page.locator(`#${await again.getAttribute('aria-controls')}`);
    expect(await still.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    await again.click();
    const [height, content] = await still.evaluate((el) => [
      el.getBoundingClientRect().height,
      (el.firstElementChild as HTMLElement).scrollHeight,
    ]);
    expect(Math.round(height)).toBe(content);
  });

  test('soe and colab have pages of their own; a provider without one says so and gives its contacts', async ({
    page,
  }) => {
    await page.goto(shellUrl('soe', SUPPORT));
    await expect(
      page.getByRole('heading', { level: 3, name: 'Professional experience placements' }),
    ).toBeVisible();
    await page.goto(shellUrl('colab', SUPPORT));
    await expect(page.getByRole('button', { name: 'Which software do I need?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Originality and AI tools' })).toBeVisible();
    await page.goto(shellUrl('yoobee', SUPPORT));
    await expect(page.getByText('Yoobee Colleges does not have a support page in the portal.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'enquiries@yoobee.ac.nz' })).toHaveAttribute(
      'href',
      'mailto:enquiries@yoobee.ac.nz',
    );
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  });

  test('the sign-in prompt signs in and comes back to the form', async ({ page }) => {
    await stubExternalSites(page);
    await page.goto(shellUrl('colab', SUPPORT));
    await page.getByRole('link', { name: 'sign in' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInAtIdp(page, 'lucas.martin@colab.demo');
    await expect(page).toHaveURL(shellUrl('colab', SUPPORT));
    await expect(form(page)).toBeVisible();
  });

  test('the support page has no WCAG A/AA violations, on a phone too', async ({ page }) => {
    await page.goto(shellUrl('ichm', SUPPORT));
    await page.getByRole('button', { name: 'Late submission' }).click();
    await page.getByRole('button', { name: 'How long until I hear back?' }).click();
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('the support case form', () => {
  test('every rule and helper text, with several enrolments (ichm)', async ({ page }) => {
    await openSignedIn(page, 'ichm', 'mei.chen@ichm.demo', '/profile');
    await page.goto(shellUrl('ichm', SUPPORT));
    const course = form(page).getByRole('combobox', { name: /Course/ });
    await expect(course.getByRole('option')).not.toHaveCount(1);
    await expect(course).toBeEnabled();
    await expect(description(page)).toHaveAccessibleDescription('Maximum 2000 characters');
    await form(page).getByRole('button', { name: 'Send' }).click();
    await expect(topic(page)).toHaveAccessibleDescription('Required');
    await expect(course).toHaveAccessibleDescription('Required');
    await expect(description(page)).toHaveAccessibleDescription('Maximum 2000 characters Required');
    await description(page).fill('My essay');
    await expect(description(page)).toHaveAccessibleDescription('Remaining characters 1992');
    await description(page).fill('x'.repeat(2001));
    await expect(description(page)).toHaveAccessibleDescription(
      'Remaining characters 0 Use at most 2000 characters',
    );
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await violations(page)).toEqual([]);
  });

  test('ichm: Send pressed before the courses arrive marks the course Required once they do', async ({
    page,
  }) => {
    await openSignedIn(page, 'ichm', 'mei.chen@ichm.demo', '/profile');
    const release = await holdRequests(page, '**/v1/secure/enrolment?*');
    await page.goto(shellUrl('ichm', SUPPORT));
    await form(page).getByRole('button', { name: 'Send' }).click();
    await expect(topic(page)).toHaveAccessibleDescription('Required');
    release();
    const course = form(page).getByRole('combobox', { name: /Course/ });
    await expect(course.getByRole('option')).not.toHaveCount(1);
    await expect(course).toHaveAccessibleDescription('Required');
    await expect(description(page)).toHaveAccessibleDescription('Maximum 2000 characters Required');
  });

  test('nzma: one enrolment is preselected; the case goes by email case and arrives with its fields', async ({
    page,
  }) => {
    await openSignedIn(page, 'nzma', 'arjun.patel@nzma.demo', '/profile');
    await page.goto(shellUrl('nzma', SUPPORT));
    const course = form(page).getByRole('combobox', { name: /Course/ });
    await expect(course).toBeDisabled();
    await expect(course).not.toHaveValue('');
    const courseId = await course.inputValue();
    const text = unique('The video in module 3 will not play.');
    await topic(page).selectOption('Online learning and IT');
    await description(page).fill(text);
    await form(page).getByRole('button', { name: 'Send' }).click();
    await expect(form(page).getByRole('status')).toContainText('Thank you, your request has been sent.');
    const [sent, ...more] = await sentCases(page, text);
    expect(more).toEqual([]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
    expect(sent).toMatchObject({
      channel: 'emailCase',
      caseTitle: `Support: Arjun Patel (${String(sent?.caseTitle).match(/\((.+)\)/)?.[1]}), ${today}`,
      caseType: 'Support',
      caseSubType: 'Online learning and IT',
      courseEnrolmentId: courseId,
      description: text,
      provider: 'nzma',
      status: 'Sent',
    });
  });

  test('nzma: a topic and a description typed while the courses load stay when the course arrives', async ({
    page,
  }) => {
    await openSignedIn(page, 'nzma', 'arjun.patel@nzma.demo', '/profile');
    // The student's courses arrive only after the student has started on the form.
    const release = await holdRequests(page, '**/v1/secure/enrolment?*');
    await page.goto(shellUrl('nzma', SUPPORT));
    await topic(page).selectOption('Online learning and IT');
    const text = unique('Typed before my course showed.');
    await description(page).fill(text);
    release();
    const course = form(page).getByRole('combobox', { name: /Course/ });
    await expect(course).toBeDisabled();
    await expect(course).not.toHaveValue('');
    await expect(topic(page)).toHaveValue('Online learning and IT');
    await expect(description(page)).toHaveValue(text);
  });

  test('ichm: a failed send keeps every value; sending is busy and happens once; the success shows 5 s, then the form resets', async ({
    page,
  }) => {
    // The page's clock (Playwright's) runs as the real one; it jumps over the success message's 5 s below.
    await page.clock.install();
    await openSignedIn(page, 'ichm', 'oliver.nguyen@ichm.demo', '/profile');
    await page.goto(shellUrl('ichm', SUPPORT));
    const course = form(page).getByRole('combobox', { name: /Course/ });
    await expect(course).toBeDisabled();
    const failing = unique(`Please check my extension ${FAIL}`);
    await topic(page).selectOption('Extension request');
    await description(page).fill(failing);
    await form(page).getByRole('button', { name: 'Send' }).click();
    await expect(form(page).getByRole('alert')).toContainText('Sorry, your request was not sent.');
    await expect(form(page).getByRole('alert')).toContainText('Service Unavailable');
    await expect(topic(page)).toHaveValue('Extension request');
    await expect(description(page)).toHaveValue(failing);
    expect(await sentCases(page, failing)).toEqual([]);

    const slow = unique(`Extension for the finance report ${SLOW}`);
    await description(page).fill(slow);
    // When the success message shows, on the page's clock: the test may see it a while later on a busy machine.
    await page.evaluate((text) => {
      if (document.body.textContent?.includes(text)) throw new Error(`"${text}" shows before the send`);
      new MutationObserver((_, observer) => {
        if (!document.body.textContent?.includes(text)) return;
        (window as unknown as { successAt: number }).successAt = Date.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, SENT);
    const send = form(page).getByRole('button', { name: 'Send' });
    await send.click();
    await expect(form(page).getByRole('status')).toContainText('Sending your request...');
    await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeDisabled();
    await description(page).press('Control+Enter'); // no second send from the keyboard either
    const success = form(page).getByText(SENT);
    await expect(success).toBeVisible();
    // Still there 4.5 s after it showed (two frames later, for a change to show), gone 1 s after that.
    const shownFor = await page.evaluate(
      () => Date.now() - (window as unknown as { successAt: number }).successAt,
    );
    expect(shownFor, 'the message was seen within 4.5 s of showing').toBeLessThan(4500);
    await page.clock.fastForward(4500 - shownFor);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(success).toBeVisible();
    await page.clock.fastForward(1000);
    await expect(success).toBeHidden({ timeout: 2000 });
    await expect(description(page)).toHaveValue('');
    await expect(topic(page)).toHaveValue('');
    await expect(course).not.toHaveValue('');
    const sent = await sentCases(page, slow);
    expect(sent.map((c) => [c.channel, c.caseSubType, c.provider])).toEqual([
      ['case', 'Extension request', 'ichm'],
    ]);
  });
});

test('the withdrawal form end to end (soe): sub-types explained, agreement, refund rule, create case', async ({
  page,
}) => {
  await openSignedIn(page, 'soe', 'noah.kumar@soe.demo', '/case/support/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from your course' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'The cooling-off period is 14 calendar days from when your enrolment conditions are met. If you cancel within it, your fees are refunded less an administrative fee.',
  );
  const withdrawal = page.getByRole('form', { name: 'Your withdrawal request' });
  await withdrawal.getByRole('button', { name: 'Send' }).click();
  const agree = withdrawal.getByRole('checkbox', { name: /I understand/ });
  await expect(agree).toHaveAccessibleDescription('Please tick the box to confirm your request');
  await withdrawal.getByText(/Cancellation In-COP: within the cooling-off period/).click();
  const text = unique('I am moving overseas for work.');
  await withdrawal.getByRole('textbox', { name: /Anything you would like us to know/ }).fill(text);
  await withdrawal.getByText(/I understand that this asks to cancel my enrolment/).click(); // its label
  await expect(agree).toBeChecked();
  expect(await violations(page)).toEqual([]);
  await withdrawal.getByRole('button', { name: 'Send' }).click();
  await expect(withdrawal.getByRole('status')).toContainText('Your withdrawal request has been sent.');
  const sent = await sentCases(page, text);
  expect(sent).toEqual([
    expect.objectContaining({
      channel: 'case',
      caseType: 'Support',
      caseSubtype: 'Cancellation In-COP',
      caseTitle: expect.stringMatching(/^Withdrawal: Noah Kumar \(.+\), \d{4}-\d{2}-\d{2}$/),
      provider: 'soe',
    }),
  ]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await violations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('library and policies per provider, from the menus', async ({ page }) => {
  await openSignedIn(page, 'ichm', 'mei.chen@ichm.demo', '/library');
  await expect(page.getByRole('heading', { level: 2, name: 'Industry resources' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tourism Research Australia/ })).toHaveAttribute(
    'href',
    'https://www.tra.gov.au',
  );
  await page.getByRole('button', { name: 'Mei, user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Library' })).toBeVisible();
  // ichm's policies item leads to its own site, not /policies
  await expect(page.getByRole('menuitem', { name: 'Policies and Procedures' })).toHaveAttribute(
    'href',
    'https://www.ichm.edu.au/policies-and-procedures',
  );
  await page.keyboard.press('Escape');

  await openSignedIn(page, 'nzma', 'losa.faleolo@nzma.demo', '/case/support/withdraw');
  await page.getByRole('button', { name: 'Losa, user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Library' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Policies and Procedures' }).click();
  await expect(page).toHaveURL(shellUrl('nzma', '/policies'));
  await expect(page.getByRole('heading', { level: 2, name: 'Academic integrity' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Read the student handbook/ })).toHaveAttribute(
    'href',
    'https://www.nzma.ac.nz/student-handbook',
  );
  expect(await violations(page)).toEqual([]);
});

test("a page's link to another part goes by its route: nzma's policy summary opens the policies page", async ({
  page,
}) => {
  await openSignedIn(page, 'nzma', 'losa.faleolo@nzma.demo', SUPPORT);
  await page.getByRole('main').getByRole('link', { name: 'policies page' }).click();
  await expect(page).toHaveURL(shellUrl('nzma', '/policies'));
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
});
