// The signed-in side of the top bar renders only the menu the viewport shows: the drawer below md, the user menu from
// md up (the other one, hidden by its width, is not rendered at all), and swaps them when the viewport crosses md.
import { act, render, screen } from '@testing-library/react';
import { PortalUiProvider } from '@portal/ui';
import type { Session } from '@portal/api';
import { SessionMenus } from './SessionMenus';

jest.mock('./UserMenu', () => ({ UserMenu: () => <button type="button">Ava, user menu</button> }));
jest.mock('./BurgerMenu', () => ({ BurgerMenu: () => <button type="button">Open menu</button> }));
jest.mock('./LmsButton', () => ({ LmsButton: () => null }));
jest.mock('./prefetchNext', () => ({ usePrefetchNext: () => undefined }));

/** A viewport of `width` px whose media queries (min-width, px or rem) answer and tell their listeners of a change. */
function viewport(width: number) {
  let current = width;
  const listeners = new Set<{ query: string; listener: (e: MediaQueryListEvent) => void }>();
  const px = (query: string) => {
    const [, n, unit] = /min-width:\s*([\d.]+)(px|rem|em)/.exec(query) ?? [];
    return Number(n) * (unit === 'px' ? 1 : 16);
  };
  window.matchMedia = jest.fn((query: string) => ({
    media: query,
    get matches() {
      return current >= px(query);
    },
    addEventListener: (_: string, listener: (e: MediaQueryListEvent) => void) =>
      listeners.add({ query, listener }),
    removeEventListener: () => undefined,
  })) as never;
  return (next: number) => {
    current = next;
    for (const { query, listener } of listeners)
      listener({ media: query, matches: current >= px(query) } as MediaQueryListEvent);
  };
}

const session = { studentId: 's1', student: { firstName: 'Ava' } } as unknown as Session;
const renderMenus = () =>
  render(
    <PortalUiProvider provider="soe">
      <SessionMenus session={session} />
    </PortalUiProvider>,
  );

it('renders only the user menu on a wide screen', () => {
  viewport(1280);
  renderMenus();
  expect(screen.getByRole('button', { name: 'Ava, user menu' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open menu', hidden: true })).toBeNull();
});

it('renders only the drawer on a phone', () => {
  viewport(360);
  renderMenus();
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ava, user menu', hidden: true })).toBeNull();
});

it('swaps them when the viewport crosses md', () => {
  const resize = viewport(1280);
  renderMenus();
  act(() => resize(360));
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ava, user menu', hidden: true })).toBeNull();
  act(() => resize(1024));
  expect(screen.getByRole('button', { name: 'Ava, user menu' })).toBeInTheDocument();
});
