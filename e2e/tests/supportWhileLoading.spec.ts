// The support request form before the student's courses have come: a Send pressed then is not lost.
// (support.spec.ts holds the form's other behaviour.)
import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/network';
import { shellUrl } from '../support/ports';
import { openSignedIn } from '../support/session';

test('nzma: a Send pressed while the courses load says it waits for them, and sends once they come', async ({
  page,
}) => {
  await openSignedIn(page, 'nzma', 'arjun.patel@nzma.demo', '/profile');
  // The student's one course arrives only after the student has pressed Send.
  const release = await holdRequests(page, '**/v1/secure/enrolment?*');
  await page.goto(shellUrl('nzma', '/case/support/general'));
  const form = page.getByRole('form', { name: 'Ask for support' });
  await form
    .getByRole('combobox', { name: /What do you need help with/ })
    .selectOption('Online learning and IT');
  await form
    .getByRole('textbox', { name: /Describe your question/ })
    .fill(`Sent before my course showed ${Date.now().toString(36)}`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('combobox', { name: /Course/ })).toHaveAccessibleDescription(
    'Your courses are still loading. Your request is sent once they show.',
  );
  release();
  await expect(form.getByRole('status')).toContainText('Thank you, your request has been sent.');
});
