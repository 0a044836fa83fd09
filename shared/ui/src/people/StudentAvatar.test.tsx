import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PortalUiProvider } from '../theme';
import { StudentAvatar, initialsOf } from './index';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PortalUiProvider provider="nzma">{children}</PortalUiProvider>
);

it('takes the initials of the first and last words of a name', () => {
  expect(initialsOf('Ava Ngata')).toBe('AN');
  expect(initialsOf('  mei   ling chen ')).toBe('MC');
  expect(initialsOf('Losa')).toBe('L');
  expect(initialsOf('')).toBe('');
});

it('shows the initials without an image, hidden from screen readers unless labelled', () => {
  const { container, rerender } = render(<StudentAvatar name="Ava Ngata" image={null} />, { wrapper });
  const avatar = container.querySelector('[data-initials]')!;
  expect(avatar).toHaveAttribute('data-initials', 'AN');
  expect(avatar).toHaveAttribute('aria-hidden', 'true');
  expect(container.querySelector('img')).toBeNull();
  rerender(<StudentAvatar name="Ava Ngata" label="Photo of Ava Ngata" />);
  expect(screen.getByRole('img', { name: 'Photo of Ava Ngata' })).toBeInTheDocument();
});

it("shows the image's object URL, a new one for a new image", () => {
  const { container, rerender } = render(<StudentAvatar name="Ava Ngata" image={new Blob(['a'])} />, {
    wrapper,
  });
  const first = container.querySelector('img')!.getAttribute('src');
  expect(first).toMatch(/^blob:/);
  rerender(<StudentAvatar name="Ava Ngata" image={new Blob(['b'])} />);
  expect(container.querySelector('img')!.getAttribute('src')).not.toBe(first);
});
