// The photo editor keeps the page still and the focus where the student is: it opens at once (its title focused,
// a busy message while its controls load), lies over the sections under the header, closes with Escape, is set
// aside with its work kept when the focus moves on to the page, and a refused file takes the crop's place.
// (ProfilePage.photoFiles.test.tsx holds what it opens.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@portal/testing';
import ProfilePage from './ProfilePage';
import { profilePageOptions } from './testData';

jest.setTimeout(30000);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const NOT_A_PHOTO = 'This file is not a JPEG, PNG, GIF or WebP image. Choose an image of one of those types.';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // "Student image not available"
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

function open() {
  return renderPage(<ProfilePage />, profilePageOptions('colab'));
}

async function openEditor() {
  const opener = await screen.findByRole('button', { name: 'Add a photo' });
  await userEvent.click(opener);
  const region = screen.getByRole('region', { name: 'Your photo' });
  return { opener, region, editor: within(region) };
}

it('opens at once with its title focused, says it is opening, and lies over the page', async () => {
  open();
  const { opener, region, editor } = await openEditor();
  expect(editor.getByRole('heading', { name: 'Your photo', level: 2 })).toHaveFocus();
  expect(opener).toHaveAttribute('aria-expanded', 'true');
  expect(opener).toHaveAttribute('aria-controls', region.id);
  expect(editor.getByRole('status')).toHaveTextContent('Opening the photo editor...');
  expect(await editor.findByRole('button', { name: 'Choose an image' })).toBeInTheDocument();
  expect(getComputedStyle(region).position).toBe('absolute');
  // The crop's controls keep their place, hidden, until there is an image; Save waits for one.
  expect(editor.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
  expect(editor.getByRole('button', { name: 'Save photo' })).toBeDisabled();
});

it('closes with Escape, back on its button, and when the focus moves on to the page', async () => {
  open();
  const first = await openEditor();
  await first.editor.findByRole('button', { name: 'Choose an image' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Your photo' })).not.toBeInTheDocument();
  await waitFor(() => expect(first.opener).toHaveFocus());

  const { editor } = await openEditor();
  await editor.findByRole('button', { name: 'Choose an image' });
  const field = await screen.findByRole('textbox', { name: /^Personal summary/ });
  await userEvent.click(field);
  expect(screen.queryByRole('region', { name: 'Your photo' })).not.toBeInTheDocument();
  expect(field).toHaveFocus();
});

it('shows a refused file in the place of the crop, and the crop again for an image', async () => {
  open();
  const { editor } = await openEditor();
  const input = await editor.findByLabelText('Image file');
  await userEvent.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
  expect(await editor.findByRole('group', { name: /^Crop area/ })).toBeInTheDocument();
  expect(editor.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();

  await userEvent.upload(input, new File(['hello'], 'notes.png', { type: 'image/png' }));
  expect(await editor.findByRole('alert')).toHaveTextContent(NOT_A_PHOTO);
  expect(editor.queryByRole('group', { name: /^Crop area/ })).not.toBeInTheDocument();
  expect(editor.getByRole('button', { name: 'Save photo' })).toBeDisabled();

  await userEvent.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
  expect(await editor.findByRole('group', { name: /^Crop area/ })).toBeInTheDocument();
  expect(editor.queryByRole('alert')).not.toBeInTheDocument();
});

it('set aside when the focus moves on to the page, it comes back with the chosen image when opened again', async () => {
  open();
  const { opener, editor } = await openEditor();
  await userEvent.upload(
    await editor.findByLabelText('Image file'),
    new File([PNG], 'me.png', { type: 'image/png' }),
  );
  expect(await editor.findByRole('group', { name: /^Crop area/ })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('textbox', { name: /^Personal summary/ }));
  expect(screen.queryByRole('region', { name: 'Your photo' })).not.toBeInTheDocument();
  expect(opener).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(opener);
  const again = within(screen.getByRole('region', { name: 'Your photo' }));
  expect(again.getByRole('heading', { name: 'Your photo', level: 2 })).toHaveFocus();
  expect(again.getByRole('group', { name: /^Crop area/ })).toBeInTheDocument();
  expect(again.getByRole('button', { name: 'Save photo' })).toBeEnabled();
});

it('set aside too when the focus moves on to the page from its button', async () => {
  open();
  const { opener, editor } = await openEditor();
  await editor.findByRole('button', { name: 'Choose an image' });
  await userEvent.tab({ shift: true });
  expect(opener).toHaveFocus();
  expect(screen.getByRole('region', { name: 'Your photo' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('textbox', { name: /^Personal summary/ }));
  expect(screen.queryByRole('region', { name: 'Your photo' })).not.toBeInTheDocument();
});
