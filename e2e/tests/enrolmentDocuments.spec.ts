// The wizard's Documents step in the running portal: a returning student's application opened at the step
// (startApplicationAt: every step before it saved through the dev-api), two files by the picker and one by drag and
// drop, a duplicate ignored, a file over 32Mb refused with its message, one removed, a failed upload sent again
// with Retry; then the review lists the documents and the dev-api's data folder holds them. Account: Grace Taufa
// (nzst), which no other spec applies with.
import { readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { violations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { chooseBankTransfer, next, stepHeading } from '../support/enrolment';
import { startApplicationAt } from '../support/returningApplication';
import { VAR_DIR } from '../support/ports';

test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 15_000 });

const APPLICANT = { provider: 'nzst', email: 'grace.taufa@nzst.demo', country: 'NZ' as const };
const UPLOADS = path.join(VAR_DIR, 'data', 'records', 'uploads');

/** Next, then the step after it. */
async function saveStep(page: Page, nextHeading: string) {
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expect(stepHeading(page, nextHeading)).toBeVisible();
}

const pdf = (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`),
});

/** Drops a file on the drop zone, as a person dragging it from their desktop. */
async function dropFile(page: Page, name: string, text: string) {
  const transfer = await page.evaluateHandle(
    ([fileName, content]: string[]) => {
      const data = new DataTransfer();
      data.items.add(new File([content ?? ''], fileName ?? 'dropped.pdf', { type: 'application/pdf' }));
      return data;
    },
    [name, `%PDF-1.4\n${text}\n%%EOF\n`],
  );
  const zone = page.getByTestId('documents-drop');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test('documents: picker and drop, a duplicate, too large, remove, a failed upload and Retry; the review lists them', async ({
  page,
}) => {
  await startApplicationAt(page, APPLICANT, 'documents');
  await expect(page.getByText(/You can go on without them and add them later/)).toBeVisible();

  // The first upload fails once (the network answers 503), the others go through.
  let failedOnce = false;
  await page.route('**/v1/files', async (route) => {
    if (!failedOnce && route.request().method() === 'POST') {
      failedOnce = true;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Try later"}' });
      return;
    }
    await route.continue();
  });

  const sent = page.getByRole('list', { name: 'Documents sent' });
  const picker = page.getByTestId('documents-input');
  await picker.setInputFiles([pdf('passport.pdf', 'passport'), pdf('ncea-record.pdf', 'grades')]);
  // One of the two failed: it stays with its error and a Retry; the other is sent.
  const failed = page.getByRole('alert').filter({ hasText: 'Try later' });
  await expect(failed).toBeVisible();
  await expect(sent.getByRole('button')).toHaveCount(1);
  await page.getByRole('button', { name: /^Retry / }).click();
  await expect(sent.getByRole('button')).toHaveCount(2);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A duplicate by name is ignored.
  await picker.setInputFiles([pdf('passport.pdf', 'passport again')]);
  await expect(sent.getByRole('button')).toHaveCount(2);

  // Over 32Mb: refused before sending, with the message.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/files')) requests.push(request.url());
  });
  // From a file (a sparse one): Chromium is given its path, not 32Mb of bytes through the test's connection (which a
  // busy machine took more than 15 s to send).
  const large = test.info().outputPath('scan.tiff');
  writeFileSync(large, '');
  truncateSync(large, 32 * 1024 * 1024 + 1);
  await picker.setInputFiles(large);
  await expect(page.getByRole('alert')).toContainText('scan.tiff is larger than 32Mb');
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: 'Remove scan.tiff' }).click();

  // By drag and drop.
  await dropFile(page, 'certificate.pdf', 'certificate');
  await expect(sent.getByRole('button')).toHaveCount(3);

  // A click removes one.
  await sent.getByRole('button', { name: 'Remove ncea-record.pdf' }).click();
  await expect(sent.getByRole('button')).toHaveCount(2);

  await page.waitForFunction(() => document.getAnimations().length === 0);
  expect(await violations(page)).toEqual([]);

  await saveStep(page, 'Fees and payment');
  await chooseBankTransfer(page);
  await saveStep(page, 'Review and submit');
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('passport.pdf');
  await expect(documents).toContainText('certificate.pdf');
  await expect(documents).not.toContainText('ncea-record.pdf');

  // The dev-api keeps every file sent on disk (the removed one too: the API has no call to delete one).
  const kept = readdirSync(UPLOADS).map(
    (name) => JSON.parse(readFileSync(path.join(UPLOADS, name), 'utf8')) as { name: string; blob: string },
  );
  for (const name of ['passport.pdf', 'certificate.pdf']) expect(kept.map((u) => u.name)).toContain(name);
  const certificate = kept.find((u) => u.name === 'certificate.pdf');
  expect(readFileSync(path.join(VAR_DIR, 'data', 'blobs', String(certificate?.blob)), 'utf8')).toContain(
    'certificate',
  );

  // A reload shows them as sent.
  await page.goto(new URL('/enrol/documents', page.url()).href);
  await expect(page.getByRole('list', { name: 'Documents sent' }).getByRole('button')).toHaveCount(2);
});
