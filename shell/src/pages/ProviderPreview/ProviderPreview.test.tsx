// /dev/provider-preview: a draft provider document, from a built-in provider, a file or pasted text, is checked
// (schema errors by their JSON path, contrast failures by the rule) and drawn in four frames.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProvider, type ProviderDocument } from '@portal/config';
import { preloadFormParts, preloadOverlayParts } from '@portal/ui';
import { renderPage } from '@portal/testing';
import { ProviderPreview } from '.';

beforeAll(async () => {
  await Promise.all([preloadFormParts(), preloadOverlayParts()]);
});

const open = (query = '') =>
  renderPage(<ProviderPreview />, { path: `/dev/provider-preview${query}`, session: null });

/** The body of the frame of that name. */
function frame(name: string): HTMLElement {
  const element = screen.getByTitle(name) as HTMLIFrameElement;
  return element.contentDocument!.body;
}

function paste(text: string) {
  fireEvent.change(screen.getByLabelText('Or paste the document'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Preview the draft' }));
}

const yoobee = (): ProviderDocument => structuredClone(getProvider('yoobee')) as ProviderDocument;

it('starts from a built-in provider (?provider=) and draws its home page in both schemes at both widths', async () => {
  open('?provider=yoobee');
  expect(await screen.findByText('The draft passes the schema and every contrast rule.')).toBeInTheDocument();
  expect((screen.getByLabelText('Or paste the document') as HTMLTextAreaElement).value).toContain(
    '"slug": "yoobee"',
  );
  for (const name of ['Light, 360 px', 'Dark, 360 px', 'Light, 1280 px', 'Dark, 1280 px'])
    expect(screen.getByTitle(name)).toBeInTheDocument();
  const light = frame('Light, 360 px');
  expect(await within(light).findByRole('heading', { name: 'Welcome back, Aroha' })).toBeInTheDocument();
  expect(within(light).getByRole('img', { name: getProvider('yoobee').name })).toBeInTheDocument();
  expect(frame('Dark, 1280 px').ownerDocument.documentElement).toHaveClass('dark');
  expect(light.ownerDocument.documentElement).not.toHaveClass('dark');
}, 60_000); // four frames of a whole page each

it('shows the other key pages: a table, a form with its errors, the wizard step and a dialog', async () => {
  const user = userEvent.setup();
  open('?provider=soe');
  await screen.findByText('The draft passes the schema and every contrast rule.');
  await user.click(screen.getByRole('button', { name: 'Table' }));
  expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(frame('Light, 1280 px')).getByRole('table', { name: 'Transactions' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Form' }));
  const fullName = await within(frame('Dark, 360 px')).findByRole('textbox', { name: /Full name/ });
  await waitFor(() => expect(fullName).toBeInvalid());
  expect(fullName).toHaveAccessibleDescription(/.+/);
  await user.click(screen.getByRole('button', { name: 'Wizard step' }));
  expect(await within(frame('Light, 360 px')).findByRole('progressbar')).toHaveAccessibleName(
    /Apply for a course/,
  );
  await user.click(screen.getByRole('button', { name: 'Dialog' }));
  expect(
    await within(frame('Light, 360 px')).findByRole('alertdialog', {
      name: 'Withdraw from Motion Design Studio?',
    }),
  ).toBeInTheDocument();
  // The dialogs, open in every frame, leave the focus on the page's button.
  expect(screen.getByRole('button', { name: 'Dialog' })).toHaveFocus();
}, 60_000);

it('lists an invalid draft’s schema errors by their JSON paths, and draws nothing', async () => {
  open();
  const draft = yoobee() as unknown as Record<string, unknown> & { theme: { dark: { solid: string } } };
  draft.theme.dark.solid = 'navy';
  draft.colour = 'red';
  paste(JSON.stringify(draft));
  expect(
    await screen.findByText('The draft is not shown: it does not pass the schema (2 problems).'),
  ).toBeInTheDocument();
  const problems = within(screen.getByRole('region', { name: 'Problems of the draft' }));
  expect(problems.getByText('/theme/dark/solid')).toBeInTheDocument();
  expect(problems.getByText(/must match pattern/)).toBeInTheDocument();
  expect(problems.getByText(/must NOT have additional properties \("colour"\)/)).toBeInTheDocument();
  expect(screen.queryByTitle('Light, 360 px')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Problems of the draft' })).toHaveFocus();
});

it('says what is not JSON', async () => {
  open();
  paste('{ "slug": "waikato-tech", ');
  const problems = within(await screen.findByRole('region', { name: 'Problems of the draft' }));
  expect(problems.getByText(/Not JSON/)).toBeInTheDocument();
});

it('names a contrast failure with its ratio and a colour that passes, and still draws the draft', async () => {
  open();
  const draft = yoobee();
  draft.theme.dark.textMuted = draft.theme.dark.panel;
  paste(JSON.stringify(draft));
  const problems = within(await screen.findByRole('region', { name: 'Problems of the draft' }));
  expect(problems.getAllByText('/theme/dark/textMuted').length).toBeGreaterThan(0);
  expect(
    problems.getAllByText(
      /^dark: muted text \(textMuted\) on .*: 1\.00:1, needs 4\.5:1; textMuted #[0-9a-f]{6} instead of/,
    ).length,
  ).toBeGreaterThan(0);
  expect(screen.getByTitle('Dark, 360 px')).toBeInTheDocument();
});

it('takes a document from a file', async () => {
  const user = userEvent.setup();
  open();
  const draft = yoobee();
  draft.name = 'Waikato Tech';
  await user.upload(
    screen.getByLabelText('Choose a document (provider.json)'),
    new File([JSON.stringify(draft)], 'provider.json', { type: 'application/json' }),
  );
  expect(await screen.findByRole('heading', { name: 'Waikato Tech on the key pages' })).toBeInTheDocument();
  // No logo chosen: the name stands in the header.
  expect(within(frame('Light, 360 px')).getByText('Waikato Tech', { selector: 'p' })).toBeInTheDocument();
});

it('says so when the built-in provider does not exist', async () => {
  open('?provider=nowhere');
  expect(await screen.findByRole('alert')).toHaveTextContent('No built-in provider is called "nowhere".');
});
