// WCAG 2.2 AA on every step of the enrolment wizard, in the light and the dark scheme (the device's setting,
// changed on the open page: the portal follows it at once): axe at 1280 and 360 px and the reflow at 320 px, for each
// of the nine providers (its look, its country's questions, its skipped steps), from the course to the confirmation.
// The applicants are the sweep's own and apply nowhere else.
import { expect, test, type Page } from '@playwright/test';
import {
  chooseBankTransfer,
  chooseCourse,
  fillContact,
  fillDisability,
  fillEducation,
  fillEmployment,
  fillPersonal,
  fillStudy,
  next,
} from '../support/enrolment';
import { openSignedIn } from '../support/session';
import { SCHEMES, quiet, sweepHere, setScheme, type Findings } from '../support/sweep';

const A11Y = { tag: '@a11y' };
const APPLICANTS = [
  { provider: 'yoobee', email: 'isla.brown@yoobee.demo', country: 'NZ' },
  { provider: 'up-online', email: 'liam.oconnor@up-online.demo', country: 'AU' },
  { provider: 'iahealth', email: 'hannah.lee@iahealth.demo', country: 'AU' },
  { provider: 'ichm', email: 'sofia.rossi@ichm.demo', country: 'AU' },
  { provider: 'nz-institute-of-sport', email: 'ruben.tuhoe@nz-institute-of-sport.demo', country: 'NZ' },
  { provider: 'nzma', email: 'mele.havili@nzma.demo', country: 'NZ' },
  { provider: 'soe', email: 'emily.carter@soe.demo', country: 'AU' },
  { provider: 'nzst', email: 'kauri.smith@nzst.demo', country: 'NZ' },
  { provider: 'colab', email: 'maya.singh@colab.demo', country: 'NZ' },
] as const;

test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/** The step on show, as the progress bar names it ("Step 2 of 10: Personal details"). */
const currentStep = async (page: Page) =>
  /: (.+)$/.exec((await page.getByRole('progressbar').getAttribute('aria-valuetext')) ?? '')?.[1] ?? '';

/** The page read in each scheme, ending in the light one. */
async function sweepBothSchemes(page: Page, where: string, found: Findings) {
  for (const scheme of SCHEMES) {
    await setScheme(page, scheme);
    await quiet(page);
    await sweepHere(page, `${where} ${scheme}`, found);
  }
  await setScheme(page, 'light');
}

for (const applicant of APPLICANTS) {
  test(
    `WCAG 2.2 AA on every step of the enrolment wizard (${applicant.provider}, light and dark)`,
    A11Y,
    async ({ page }) => {
      const { provider, country } = applicant;
      const fill: Record<string, (page: Page) => Promise<void>> = {
        'Course and intake': chooseCourse,
        'Personal details': (p) => fillPersonal(p, country),
        'Contact details': (p) => fillContact(p, country),
        Education: fillEducation,
        Employment: fillEmployment,
        'Disability and support': fillDisability,
        Study: fillStudy,
        Documents: async () => {},
        'Fees and payment': chooseBankTransfer,
      };
      const found: Findings = [];
      await setScheme(page, 'light');
      await openSignedIn(page, provider, applicant.email, '/enrol');
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /^Step 1 of/);
      for (let step = await currentStep(page); step !== 'Review and submit'; step = await currentStep(page)) {
        const answer = fill[step];
        if (!answer) throw new Error(`no answers for the step ${step}`);
        await answer(page);
        await expect(next(page)).toBeEnabled();
        await sweepBothSchemes(page, `${provider} ${step}`, found);
        await next(page).click();
        await expect(page.getByRole('progressbar')).not.toHaveAttribute(
          'aria-valuetext',
          new RegExp(`: ${step}$`),
        );
        await expect(page.getByTestId('save-status')).toHaveText(/^Saved at /);
      }
      await sweepBothSchemes(page, `${provider} Review and submit`, found);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Application submitted' })).toBeVisible();
      await sweepBothSchemes(page, `${provider} confirmation`, found);
      expect(found, `${found.length} WCAG 2.2 AA findings`).toEqual([]);
    },
  );
}
