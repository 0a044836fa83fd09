// The photo the page shows and the files its editor opens: an image only, known by its bytes (not its name or type),
// nothing made of anything else. (ProfilePage.photo.test.tsx holds how the editor opens, closes and keeps its work.)
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderSlug } from '@portal/config';
import { renderPage, type FakeResponses } from '@portal/testing';
import ProfilePage from './ProfilePage';
import { IMAGE, profilePageOptions } from './testData';

jest.setTimeout(30000);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // "Student image not available"
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const open = (provider: ProviderSlug, api: FakeResponses = {}) =>
  renderPage(<ProfilePage />, profilePageOptions(provider, api));

describe('photo', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
  const NOT_A_PHOTO =
    'This file is not a JPEG, PNG, GIF or WebP image. Choose an image of one of those types.';
  let made: Blob[];
  beforeEach(() => {
    made = [];
    const create = URL.createObjectURL;
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return create(blob);
    });
  });
  const openEditor = async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Add a photo|Change photo/ }));
    const editor = within(await screen.findByRole('region', { name: 'Your photo' }));
    await editor.findByRole('button', { name: 'Choose an image' }); // its controls, with their chunk
    return editor;
  };

  it('shows a stored photo only when its bytes are an image it takes: an SVG is the initials, no blob address', async () => {
    const { unmount } = open('up-online', {
      [IMAGE]: { body: SVG, headers: { 'Content-Type': 'image/svg+xml' } },
    });
    expect(await screen.findByRole('img', { name: 'Your initials (no photo yet)' })).toBeInTheDocument();
    await act(async () => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByRole('img', { name: 'Your initials (no photo yet)' })).toBeInTheDocument();
    expect(made).toEqual([]);
    unmount();

    // The same bytes served as a JPEG: still no photo. A PNG served as octet-stream: shown, as a PNG.
    const second = open('up-online', { [IMAGE]: { body: SVG, headers: { 'Content-Type': 'image/jpeg' } } });
    await waitFor(() => expect(second.api.requests.map((r) => r.path)).toContain(IMAGE.slice(4)));
    await act(async () => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByRole('img', { name: 'Your initials (no photo yet)' })).toBeInTheDocument();
    second.unmount();
    open('up-online', { [IMAGE]: { body: PNG, headers: { 'Content-Type': 'application/octet-stream' } } });
    await screen.findByRole('img', { name: 'Your photo' });
    expect(made.map((blob) => blob.type)).toEqual(['image/png']);
  });

  it('opens only a JPEG, PNG, GIF or WebP image, known by its bytes, chosen or dropped', async () => {
    open('up-online');
    const editor = await openEditor();
    // An SVG with a script, named and typed as a PNG: refused before anything is made of it.
    await userEvent.upload(
      editor.getByLabelText('Image file'),
      new File([SVG], 'face.png', { type: 'image/png' }),
    );
    expect(await editor.findByRole('alert')).toHaveTextContent(NOT_A_PHOTO);
    expect(editor.queryByRole('group', { name: /^Crop area/ })).not.toBeInTheDocument();
    expect(editor.getByRole('button', { name: 'Save photo' })).toBeDisabled();
    // Dropped as the SVG it is (a drop has no accept list): refused the same way.
    fireEvent.drop(screen.getByTestId('avatar-drop-zone'), {
      dataTransfer: { files: [new File([SVG], 'face.svg', { type: 'image/svg+xml' })] },
    });
    await waitFor(() => expect(editor.getByRole('alert')).toHaveTextContent(NOT_A_PHOTO));
    expect(made).toEqual([]);

    // A PNG whose name and type say JPEG opens, as the PNG its bytes are.
    await userEvent.upload(
      editor.getByLabelText('Image file'),
      new File([PNG], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(await editor.findByRole('group', { name: /^Crop area/ })).toBeInTheDocument();
    expect(editor.queryByRole('alert')).not.toBeInTheDocument();
    expect(made.map((blob) => blob.type)).toEqual(['image/png']);
  });
});
