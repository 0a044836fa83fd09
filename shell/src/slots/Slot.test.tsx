import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOTS, type RemoteDeclaration } from '@portal/remote-contract';
import { renderPage } from '@portal/testing';
import { declaredRemotes, loadRemotePage, resetRemote } from '../federation/remotes';
import { Slot } from './Slot';

jest.mock('../federation/remotes', () => ({
  declaredRemotes: jest.fn(),
  loadRemotePage: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
  remoteFailures: [],
}));

const card = (text: string) =>
  function Card() {
    return <p>{text}</p>;
  };

const widget = (module: string, title: string, order: number, extra = {}) => ({
  slot: SLOTS.homeCards,
  module,
  title: { id: `t-${module}`, message: title },
  order,
  ...extra,
});

const remotes: RemoteDeclaration[] = [
  {
    id: 'support',
    entry: 'http://localhost:3005/remoteEntry.js',
    title: { id: 's', message: 'Support' },
    routes: [{ role: 'support', path: '/case/support/*', access: 'signedIn', page: 'SupportPage' }],
    widgets: [widget('HelpCard', 'Help', 90, { route: 'support' })],
  },
  {
    id: 'payments',
    entry: 'http://localhost:3003/remoteEntry.js',
    title: { id: 'p', message: 'Payments' },
    routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
    widgets: [widget('DueCard', 'Payments', 10, { route: 'payments' })],
  },
  {
    id: 'academic',
    entry: 'http://localhost:3002/remoteEntry.js',
    title: { id: 'a', message: 'Academic' },
    routes: [{ role: 'grades', path: '/grades', access: 'signedIn', page: 'GradesPage' }],
    widgets: [
      widget('GradesCard', 'Grades', 40, { route: 'grades' }),
      widget('DatesCard', 'Dates', 30),
      widget('SoeCard', 'Only soe', 35, { providers: ['soe'] }),
    ],
  },
];

const load = loadRemotePage as jest.Mock;

beforeEach(() => {
  (declaredRemotes as jest.Mock).mockReturnValue(remotes);
  load.mockReset();
  load.mockImplementation(async (_remote: string, module: string) => card(`${module} body`));
  (resetRemote as jest.Mock).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const frameTitles = () =>
  screen
    .getAllByRole('region')
    .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);

describe('Slot', () => {
  it("renders each widget in a frame named by its title, in the widgets' order", async () => {
    renderPage(<Slot name={SLOTS.homeCards} />, { remotes, provider: 'colab' });
    expect(frameTitles()).toEqual(['Dates', 'Grades', 'Help']);
    expect(await screen.findByText('DatesCard body')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Help' })).toHaveTextContent('HelpCard body'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('support', 'HelpCard');
  });

  it("starts each widget's load in a task of its own, none in the task that renders the page", async () => {
    // Loads started one after another in one task see no microtask run between them.
    let inOneTask = 0;
    let sameTask = false;
    load.mockImplementation(async (_remote: string, module: string) => {
      if (sameTask) inOneTask += 1;
      sameTask = true;
      queueMicrotask(() => {
        sameTask = false;
      });
      return card(`${module} body`);
    });
    renderPage(<Slot name={SLOTS.homeCards} />, { remotes, provider: 'colab' });
    expect(load).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Help' })).toHaveTextContent('HelpCard body'),
    );
    expect(load).toHaveBeenCalledTimes(3);
    expect(inOneTask).toBe(0);
  });

  it('keeps a widget to its providers, and hides one whose route the provider does not offer', async () => {
    renderPage(<Slot name={SLOTS.homeCards} />, { remotes });
    // up-online offers no support page; colab (above) no payments page; the soe-only card is for soe alone
    expect(frameTitles()).toEqual(['Payments', 'Dates', 'Grades']);
    expect(await screen.findByText('DueCard body')).toBeInTheDocument();
  });

  it('shows a widget of one provider to that provider', async () => {
    renderPage(<Slot name={SLOTS.homeCards} />, { remotes, provider: 'soe' });
    expect(frameTitles()).toEqual(['Payments', 'Dates', 'Only soe', 'Grades', 'Help']);
    expect(await screen.findByText('SoeCard body')).toBeInTheDocument();
  });

  it('hides a widget whose route no deployed remote declares', () => {
    renderPage(<Slot name={SLOTS.homeCards} />, {
      remotes: remotes.filter((r) => r.id !== 'payments'),
      provider: 'soe',
    });
    expect(frameTitles()).toEqual(['Dates', 'Only soe', 'Grades', 'Help']);
  });

  it('a widget that cannot load shows its named fallback, the others show; Try again recovers', async () => {
    let paymentsUp = false;
    load.mockImplementation(async (remote: string, module: string) => {
      if (remote === 'payments' && !paymentsUp) throw new Error('down');
      return card(`${module} body`);
    });
    renderPage(<Slot name={SLOTS.homeCards} />, { remotes, provider: 'soe' });
    const frame = screen.getByRole('region', { name: 'Payments' });
    expect(await within(frame).findByRole('alert')).toHaveTextContent('Payments is unavailable');
    // (The others' first renders are transitions: they may come a moment after the failure's message.)
    expect(await screen.findByText('GradesCard body')).toBeInTheDocument();
    expect(await screen.findByText('HelpCard body')).toBeInTheDocument();

    paymentsUp = true;
    await userEvent.click(within(frame).getByRole('button', { name: 'Try again' }));
    expect(await within(frame).findByText('DueCard body')).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('payments');
    expect(within(frame).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a widget that fails to render shows its fallback in its frame only; Try again renders it afresh', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>Grades again</p>;
    }
    load.mockImplementation(async (_remote: string, module: string) =>
      module === 'GradesCard' ? Flaky : card(`${module} body`),
    );
    renderPage(<Slot name={SLOTS.homeCards} />, { remotes });
    const frame = screen.getByRole('region', { name: 'Grades' });
    expect(await within(frame).findByRole('alert')).toHaveTextContent('Grades is unavailable');
    expect(await screen.findByText('DueCard body')).toBeInTheDocument();

    broken = false;
    await userEvent.click(within(frame).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(frame).getByText('Grades again')).toBeInTheDocument());
  });

  it('renders nothing when no widget is for this provider', () => {
    (declaredRemotes as jest.Mock).mockReturnValue([]);
    const { container } = renderPage(<Slot name={SLOTS.homeCards} />, { remotes });
    expect(container.querySelector('[data-slot]')).toBeNull();
  });
});
