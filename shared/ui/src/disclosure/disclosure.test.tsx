import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { PortalUiProvider } from '../theme';
import { Accordion, CollapsibleSection, nextOpenPanel } from './index';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PortalUiProvider provider="ichm">{children}</PortalUiProvider>
);

const faq = [
  { id: 'a', title: 'How do I log in?', content: <a href="https://example.test/a">Log-in help</a> },
  { id: 'b', title: 'Where are my grades?', content: <p>On the grades page.</p> },
  { id: 'c', title: 'Who do I call?', content: <p>Student services.</p> },
];

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('nextOpenPanel', () => {
  it('opens the clicked panel, closing the one before; the open one closes', () => {
    expect(nextOpenPanel(undefined, 'a')).toBe('a');
    expect(nextOpenPanel('a', 'b')).toBe('b');
    expect(nextOpenPanel('b', 'b')).toBeUndefined();
  });
});

describe('Accordion', () => {
  it('has heading buttons with aria-expanded that control named regions, all closed at first', () => {
    render(<Accordion items={faq} />, { wrapper });
    const buttons = ['How do I log in?', 'Where are my grades?', 'Who do I call?'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(screen.getAllByRole('button')).toEqual(buttons);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      const panel = panelOf(button);
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).toHaveAttribute('inert');
    }
  });

  it('keeps one panel open at a time, by mouse and by keyboard', async () => {
    render(<Accordion items={faq} />, { wrapper });
    const [first, second] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first)).not.toHaveAttribute('inert');
    expect(screen.getByRole('region', { name: 'How do I log in?' })).toHaveAttribute('data-state', 'open');

    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first)).toHaveAttribute('inert');

    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('can start with a panel open', () => {
    render(<Accordion items={faq} defaultOpen="c" headingLevel={2} />, { wrapper });
    expect(
      screen.getByRole('button', { name: /Who do I call/, expanded: true }).closest('h2'),
    ).not.toBeNull();
  });
});

describe('CollapsibleSection', () => {
  it('each section toggles on its own', async () => {
    render(
      <>
        <CollapsibleSection title="Late submissions" durationMs={1000}>
          <p>Five per cent a day.</p>
        </CollapsibleSection>
        <CollapsibleSection title="Extensions" durationMs={1000} defaultOpen>
          <p>Ask early.</p>
        </CollapsibleSection>
      </>,
      { wrapper },
    );
    const late = screen.getByRole('button', { name: /Late submissions/ });
    const extensions = screen.getByRole('button', { name: /Extensions/ });
    expect(late.closest('h2')).not.toBeNull();
    expect(late).toHaveAttribute('aria-expanded', 'false');
    expect(extensions).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(late);
    expect(late).toHaveAttribute('aria-expanded', 'true');
    expect(extensions).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(extensions);
    expect(extensions).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(extensions)).toHaveAttribute('inert');
  });
});
