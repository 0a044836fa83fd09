import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdRequests } from '../support/network';
import { shellUrl } from '../support/ports';
import { chooseOption } from '../support/combobox';

// The development gallery of @portal/forms (/dev/forms): every field with its rules live, against the
// production build and the real dev-api (metadata, phone check, address suggestions, courses).

/** A gallery section (a region named by its heading). */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const submit = (area: Locator) => area.getByRole('button', { name: 'Submit', exact: true }).click();
/** The values a section's submit shows, as JSON. */
async function submitted(area: Locator): Promise<Record<string, unknown>> {
  const output = area.getByRole('status', { name: 'Submitted values' });
  await expect(output).toBeVisible();
  return JSON.parse(await output.innerText()) as Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  await page.goto(shellUrl('up-online', '/dev/forms'));
  await expect(page.getByRole('heading', { name: 'Form gallery', level: 1 })).toBeVisible();
});

test('the footer links to the gallery beside Dev Config', async ({ page }) => {
  await page.goto(shellUrl('up-online'));
  await expect(page.getByRole('link', { name: 'Dev Config' })).toBeVisible();
  await page.getByRole('link', { name: 'Dev Forms' }).click();
  await expect(page).toHaveURL(shellUrl('up-online', '/dev/forms'));
});

test('required fields say so on submit, and the values are sent once they are filled', async ({ page }) => {
  const text = section(page, 'Text fields');
  await submit(text);
  await expect(text.getByText('Required')).toBeVisible();
  await expect(text.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(text.getByText('Optional').first()).toBeVisible();

  await text.getByRole('textbox', { name: 'Full name' }).fill('Aroha Ngata');
  await text.getByRole('textbox', { name: 'Email' }).fill('not an email');
  await text.getByRole('textbox', { name: 'Email' }).blur();
  await expect(text.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await text.getByRole('textbox', { name: 'Email' }).fill('aroha@example.com');
  await submit(text);
  expect(await submitted(text)).toEqual({ fullName: 'Aroha Ngata', email: 'aroha@example.com' });
});

test('a date below the minimum shows the bounds message', async ({ page }) => {
  const dates = section(page, 'Dates');
  await submit(dates);
  await expect(dates.getByText('Required')).toBeVisible();
  await dates.getByLabel('Any date').fill('1899-12-31');
  await dates.getByLabel('Any date').blur();
  await expect(dates.getByText('Date must be on or after 1900-01-01')).toBeVisible();
  await dates.getByLabel('Any date').fill('2024-05-01');
  await expect(dates.getByText('Date must be on or after 1900-01-01')).toHaveCount(0);
});

/**
 * Types a day into a date input part by part, in the order the input shows its parts (that of the page's
 * language), from its first part (a click at its start), then leaves it. A part left out stays empty.
 */
async function typeDate(input: Locator, day: { day: string; month: string; year?: string }) {
  const order = await input.evaluate((element) =>
    new Intl.DateTimeFormat(element.closest('[lang]')?.getAttribute('lang') || navigator.language)
      .formatToParts(new Date(2021, 1, 3))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year'),
  );
  const box = await input.boundingBox();
  await input.click({ position: { x: 12, y: (box?.height ?? 20) / 2 } });
  await input.page().keyboard.type(order.map((part) => day[part as keyof typeof day] ?? '').join(''));
  await input.blur();
}

test('a day that does not exist says "Invalid date, format is YYYY-MM-DD", not "Required" or nothing', async ({
  page,
}) => {
  const dates = section(page, 'Dates');
  const born = dates.getByLabel('Date of birth');
  await typeDate(born, { day: '31', month: '02', year: '2021' });
  // The browser holds 31 February 2021 and reports the value '' (as when empty).
  expect(await born.evaluate((input: HTMLInputElement) => [input.value, input.validity.badInput])).toEqual([
    '',
    true,
  ]);
  await expect(born).toHaveAccessibleDescription('Invalid date, format is YYYY-MM-DD');
  await expect(born).toHaveAttribute('aria-invalid', 'true');
  await expect(dates.getByText('Required')).toHaveCount(0);

  // An optional one too, and a day without its year.
  const any = dates.getByLabel('Any date');
  await typeDate(any, { day: '31', month: '12' });
  await expect(any).toHaveAccessibleDescription('Invalid date, format is YYYY-MM-DD');
  // So is the text fields' date.
  const asText = section(page, 'Text fields').getByLabel('Date as text');
  await typeDate(asText, { day: '30', month: '02', year: '2024' });
  await expect(asText).toHaveAccessibleDescription(/Invalid date, format is YYYY-MM-DD$/);

  await submit(dates);
  await expect(dates.getByRole('status', { name: 'Submitted values' })).toHaveCount(0);

  // A real day, typed or picked (the picker sets the value): the value's own rules, as before.
  await typeDate(born, { day: '28', month: '02', year: '2021' });
  await expect(born).not.toHaveAttribute('aria-invalid', 'true');
  await any.fill('1899-12-31');
  await any.blur();
  await expect(any).toHaveAccessibleDescription('Date must be on or after 1900-01-01');
  await any.fill('2024-05-01');
  await expect(any).not.toHaveAttribute('aria-invalid', 'true');
  await submit(dates);
  expect(await submitted(dates)).toEqual({ birthDate: '2021-02-28', anyDate: '2024-05-01' });
});

test('identifiers: IRD auto-format and bounds, NSI, USI and the ten-character code', async ({ page }) => {
  const ids = section(page, 'Identifiers');
  const ird = ids.getByRole('textbox', { name: 'IRD number' });
  await ird.pressSequentially('49091850');
  await expect(ird).toHaveValue('49-091-850');
  await ird.fill('');
  await ird.pressSequentially('9999999');
  await ird.blur();
  await expect(ids.getByText('Invalid IRD number')).toBeVisible();
  await ird.fill('');
  await ird.pressSequentially('136410132');
  await expect(ird).toHaveValue('136-410-132');
  await expect(ids.getByText('Invalid IRD number')).toHaveCount(0);

  const nsi = ids.getByRole('textbox', { name: 'National Student Index (NSI)' });
  await nsi.fill('12AB');
  await nsi.blur();
  await expect(ids.getByText('Up to 10 digits')).toBeVisible();
  await nsi.fill('1234567890');
  await expect(ids.getByText('Up to 10 digits')).toHaveCount(0);

  const usi = ids.getByRole('textbox', { name: 'Unique Student Identifier (USI)' });
  await usi.fill('ABC-123');
  await usi.blur();
  await expect(ids.getByText('Up to 10 letters or digits')).toBeVisible();
  await usi.fill('ABC1234567');

  const code = ids.getByRole('textbox', { name: 'Ten-character code' });
  await code.fill('ABC123');
  await code.blur();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill('ABC123XYZ9');
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');

  await submit(ids);
  expect(await submitted(ids)).toEqual({
    ird: '136-410-132',
    nsi: '1234567890',
    usi: 'ABC1234567',
    code: 'ABC123XYZ9',
  });
});

test('phone: the dev-api check formats an NZ mobile and sets its type; a foreign number is refused', async ({
  page,
}) => {
  const phone = section(page, 'Phone');
  const number = phone.getByRole('textbox', { name: 'Phone number' });
  const checks = page.waitForRequest(/\/util\/phone\/0211234567\//);
  await number.fill('021 123 4567');
  await checks;
  await expect(number).toHaveValue('+64 21 123 4567');
  await expect(phone.getByRole('radio', { name: 'Mobile' })).toBeChecked();
  await submit(phone);
  expect(await submitted(phone)).toEqual({ phone: '+64 21 123 4567', phoneType: 'mobile' });

  await number.fill('+1 212 555 0100');
  await expect(phone.getByText('Please enter a valid AU or NZ phone number')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
});

test('choices: toggle deselects, and the support-needs "no" option is exclusive', async ({ page }) => {
  const choices = section(page, 'Choices');
  await submit(choices);
  await expect(choices.getByText('Choose a study load')).toBeVisible();
  const fullTime = choices.getByRole('button', { name: 'Full time' });
  await fullTime.click();
  await expect(fullTime).toHaveAttribute('aria-pressed', 'true');
  await fullTime.click();
  await expect(fullTime).toHaveAttribute('aria-pressed', 'false');
  await expect(choices.getByText('Choose a study load')).toBeVisible();

  const data = section(page, 'Reference data');
  const support = data.getByRole('group', { name: 'Do you need support?' });
  const none = support.getByRole('checkbox', { name: 'No, I do not need support at this time.' });
  const firstNeed = support.getByRole('checkbox').first();
  // The options are disabled until the reference data arrive.
  await expect(firstNeed).toBeEnabled();
  await firstNeed.check({ force: true });
  await expect(firstNeed).toBeChecked();
  await none.check({ force: true });
  await expect(none).toBeChecked();
  await expect(firstNeed).not.toBeChecked();
  await firstNeed.check({ force: true });
  await expect(none).not.toBeChecked();
});

test('documents: files are added, a duplicate name is ignored, and a click removes one', async ({ page }) => {
  const docs = section(page, 'Documents');
  const picker = docs.locator('input[type="file"]');
  const file = (name: string, text = `%PDF ${name}`) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(text),
  });
  await picker.setInputFiles([file('passport.pdf'), file('transcript.pdf')]);
  // The same name again (other content): ignored.
  await picker.setInputFiles([file('passport.pdf', 'a newer passport scan')]);
  const chosen = docs.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await docs.getByRole('button', { name: 'Remove transcript.pdf' }).click();
  await expect(chosen).toHaveCount(1);
  await submit(docs);
  expect(await submitted(docs)).toEqual({
    documents: [{ name: 'passport.pdf', size: '%PDF passport.pdf'.length }],
  });
});

test('address search: "No matching addresses" only once a search has responded with none', async ({
  page,
}) => {
  // The search is held until the check below has looked: meanwhile the list must not claim there is no match.
  const release = await holdRequests(page, /\/dev\/address\/autocomplete\?/);
  const address = section(page, 'Address');
  const search = address.getByRole('combobox', { name: 'Search for your address' });
  // Whether the page ever showed the text, read by the page itself (a glimpse during the typing pause counts).
  await page.evaluate(() => {
    const seen = window as unknown as { sawNoMatch?: boolean };
    seen.sawNoMatch = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes('No matching addresses')) seen.sawNoMatch = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  const requested = page.waitForRequest(/\/dev\/address\/autocomplete\?/);
  await search.fill('99999 Nowhere Lane');
  await requested;
  expect(await page.evaluate(() => (window as unknown as { sawNoMatch?: boolean }).sawNoMatch)).toBe(false);
  release();
  await expect(page.getByText('No matching addresses')).toBeVisible();
});

test('address search: dev-api suggestions fill the address fields', async ({ page }) => {
  const address = section(page, 'Address');
  const search = address.getByRole('combobox', { name: 'Search for your address' });
  await search.fill('1 Queen Street');
  await expect(page.getByRole('option', { name: /^1 Queen Street, Auckland Central/ })).toBeVisible();
  await chooseOption(page, /^1 Queen Street, Auckland Central/);
  await expect(address.getByRole('textbox', { name: 'Street address' })).toHaveValue('Queen Street');
  await expect(address.getByRole('textbox', { name: 'Street or lot number' })).toHaveValue('1');
  await expect(address.getByRole('textbox', { name: 'City' })).toHaveValue('Auckland');
  await expect(address.getByRole('textbox', { name: 'Postcode' })).toHaveValue('1010');
  await submit(address);
  expect(await submitted(address)).toMatchObject({
    address: {
      streetOrLotNumber: '1',
      streetAddress: 'Queen Street',
      city: 'Auckland',
      country: 'New Zealand',
    },
  });
});

test('address search: a suggestion chosen while the lookup lists cannot load says why, and fills nothing', async ({
  page,
}) => {
  await page.route('**/v1/metadata', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', json: { message: 'down' } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Form gallery', level: 1 })).toBeVisible();
  const address = section(page, 'Address');
  const search = address.getByRole('combobox', { name: 'Search for your address' });
  // The section says nothing of the lists until the choice needs them; then it says why under the search.
  const why = address.getByText('Service Unavailable: Up API GET v1/metadata');
  await expect(why).toHaveCount(0);
  await search.fill('1 Queen Street');
  await chooseOption(page, /^1 Queen Street, Auckland Central/);
  await expect(why).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(search).toHaveAccessibleDescription('Service Unavailable: Up API GET v1/metadata');
  await expect(address.getByRole('textbox', { name: 'City' })).toHaveValue('');
});

test('reference data: pickers list the real metadata; the course picker lists the provider courses', async ({
  page,
}) => {
  const data = section(page, 'Reference data');
  const gender = data.getByRole('combobox', { name: 'Gender' });
  await expect(gender.getByRole('option')).not.toHaveCount(1);
  const ethnicities = data.getByRole('group', { name: 'Ethnicities' }).getByRole('checkbox');
  await expect(ethnicities.first()).toHaveAccessibleName('New Zealand Maori');
  await data.getByRole('checkbox', { name: 'Samoan' }).check({ force: true });

  const provider = data.getByRole('combobox', { name: 'Payment provider' });
  await expect(provider.getByRole('option', { name: 'Zip' })).toBeAttached();
  await provider.selectOption('Zip');
  await submit(data);
  expect(await submitted(data)).toEqual({ ethnicities: ['Samoan'], paymentProvider: 'Zip' });

  const course = section(page, 'Course');
  const courses = course.getByRole('combobox', { name: 'Course' });
  await expect(courses.getByRole('option').nth(1)).toBeAttached();
  await courses.selectOption({ index: 1 });
  const intake = course.getByRole('combobox', { name: 'Intake' });
  await intake.selectOption({ index: 1 });
  await submit(course);
  const value = (await submitted(course)).course as Record<string, string>;
  expect(value.intakeCRMId).toBeTruthy();
  expect(value.productId ?? value.productCRMId).toBeTruthy();
});

test('a long list picker says "Loading..." and is busy until its list arrives, then picks from it', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/metadata', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Form gallery', level: 1 })).toBeVisible();
  const country = section(page, 'Reference data').getByRole('combobox', { name: 'Country of birth' });
  await expect(country).toHaveAttribute('placeholder', 'Loading...');
  await expect(country).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(country).not.toHaveAttribute('aria-busy');
  await expect(country).not.toHaveAttribute('placeholder', 'Loading...');
  await country.fill('Samoa');
  await chooseOption(page, 'Samoa', { exact: true });
  await expect(country).toHaveValue('Samoa');
});

test("countries and ethnicities in the spec's order, whatever order v1/metadata sends them in", async ({
  page,
}) => {
  // The API responses with both lists reversed (the local backend's seed is in the portal's order).
  let sent: { label: string }[] = [];
  await page.route('**/v1/metadata', async (route) => {
    const answer = await route.fetch();
    const metadata = (await answer.json()) as Record<string, { label: string }[]>;
    for (const key of ['countries', 'ethnicities']) metadata[key] = [...(metadata[key] ?? [])].reverse();
    sent = metadata.ethnicities ?? [];
    await route.fulfill({ response: answer, json: metadata });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Form gallery', level: 1 })).toBeVisible();
  const data = section(page, 'Reference data');
  const ethnicities = data.getByRole('group', { name: 'Ethnicities' }).getByRole('checkbox');
  await expect(ethnicities.first()).toHaveAccessibleName('New Zealand Maori');
  const names = await ethnicities.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  const first = [
    'New Zealand Maori',
    'New Zealand Māori',
    'NZ European/Pakeha',
    'Cook Island Maori',
    'Fijian',
    'Samoan',
    'Tongan',
    'Australian',
  ];
  expect(sent[0]?.label).not.toBe('New Zealand Maori');
  // The fixed first group in its order, then the rest in the order the API sent them.
  expect(names).toEqual([...first, ...sent.map((e) => e.label).filter((label) => !first.includes(label))]);

  for (const [area, name] of [
    [data, 'Country of birth'],
    [section(page, 'Address'), 'Country'],
  ] as const) {
    const country = area.getByRole('combobox', { name, exact: true });
    await country.fill('');
    await country.click();
    const options = page.getByRole('listbox').filter({ visible: true }).getByRole('option');
    await expect(options.first()).toHaveAccessibleName('New Zealand');
    await expect(options.nth(1)).toHaveAccessibleName('Australia');
    await country.press('Escape');
  }
});

test('notification bar: every variant; info hides itself, busy has no close button', async ({ page }) => {
  await page.clock.install();
  await page.reload();
  const demo = section(page, 'Notification bar');
  await demo.getByRole('button', { name: 'Show error' }).click();
  await expect(demo.getByRole('alert')).toHaveText(/could not be saved/);
  await demo.getByRole('button', { name: 'Close notification' }).click();
  await expect(demo.getByRole('alert')).toHaveCount(0);

  await demo.getByRole('button', { name: 'Show busy' }).click();
  await expect(demo.getByRole('status')).toHaveText(/Saving your application/);
  await expect(demo.getByRole('button', { name: 'Close notification' })).toHaveCount(0);

  for (const variant of ['success', 'warning']) {
    await demo.getByRole('button', { name: `Show ${variant}` }).click();
    await expect(demo.getByRole('button', { name: 'Close notification' })).toBeVisible();
  }
  await demo.getByRole('button', { name: 'Show info' }).click();
  await expect(demo.getByRole('status')).toHaveText(/saved as a draft/);
  await page.clock.runFor(6000);
  await expect(demo.getByRole('status')).toHaveCount(0);
});

test('the form parts failing to load once (a network blip) leave the form working: they are asked for again at once', async ({
  browser,
}) => {
  // A page of its own, whose first request of the chunk fails (the file's page has loaded it already).
  const page = await browser.newPage();
  try {
    let asked = 0;
    await page.route(/\/ui-form-parts\.[0-9a-f]+\.js$/, (route) =>
      asked++ === 0 ? route.abort('failed') : route.continue(),
    );
    await page.goto(shellUrl('up-online', '/dev/forms'));
    await expect(page.getByRole('heading', { name: 'Form gallery', level: 1 })).toBeVisible();
    // The parts load on the second ask: the fields that need them (checkbox, address search) are there.
    await expect(page.getByRole('combobox', { name: 'Search for your address' })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeAttached();
    await expect(page.getByText('This part of the portal is unavailable')).toHaveCount(0);
    expect(asked).toBe(2);
  } finally {
    await page.close();
  }
});
