import { act, render, screen } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { I18nProvider } from './I18nProvider';

/** A text of the catalog, and how often it was rendered. */
function Text({ id, renders }: { id: string; renders: { count: number } }) {
  const { _ } = useLingui();
  renders.count++;
  return <p>{_(id)}</p>;
}

function setUp(messages: Messages) {
  const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
  const renders = { count: 0 };
  render(
    <I18nProvider i18n={i18n}>
      <Text id="greeting" renders={renders} />
    </I18nProvider>,
  );
  return { i18n, renders };
}

describe('I18nProvider', () => {
  it('does not render the page again for a catalog of new texts', () => {
    const { i18n, renders } = setUp({ greeting: 'Hello' });
    const before = renders.count;
    act(() => i18n.load('en', { payments: 'Payments' }));
    act(() => i18n.load('en', { grades: 'Grades' }));
    expect(renders.count).toBe(before);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(i18n._('payments')).toBe('Payments');
  });

  it('does not render the page again for the same texts loaded again', () => {
    const { i18n, renders } = setUp({ greeting: 'Hello', named: ['Hello ', ['name']] });
    const before = renders.count;
    act(() => i18n.load('en', { greeting: 'Hello', named: ['Hello ', ['name']] }));
    expect(renders.count).toBe(before);
  });

  it('shows a text that changed', () => {
    const { i18n } = setUp({ greeting: 'Hello' });
    act(() => i18n.load('en', { greeting: 'Kia ora' }));
    expect(screen.getByText('Kia ora')).toBeInTheDocument();
  });

  it('shows a text that was asked for before its catalog came', () => {
    const { i18n } = setUp({});
    expect(screen.getByText('greeting')).toBeInTheDocument();
    act(() => i18n.load('en', { greeting: 'Hello' }));
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('shows the texts of a locale activated later', () => {
    const { i18n } = setUp({ greeting: 'Hello' });
    act(() => {
      i18n.load('mi', { greeting: 'Kia ora' });
      i18n.activate('mi');
    });
    expect(screen.getByText('Kia ora')).toBeInTheDocument();
  });
});
