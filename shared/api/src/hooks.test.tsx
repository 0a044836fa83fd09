// The SWR hooks in a component (jsdom), with a fake `fetch` at the network boundary.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig, useSWRConfig } from 'swr';
import type { ReactNode } from 'react';
import {
  SessionProvider,
  configureApi,
  usePayments,
  useSession,
  useStudentId,
  useEnrolments,
  type Session,
} from './index';
import { paymentsKey } from './endpoints/payments';

type FakeResponseInit = { status: number; statusText?: string; body: unknown };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
let answer: FakeResponseInit;

const fakeResponse = ({ status, statusText = 'OK', body }: FakeResponseInit) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => JSON.stringify(body),
    blob: async () => new Blob([JSON.stringify(body)]),
  }) as unknown as Response;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => fakeResponse(answer));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  answer = { status: 200, body: {} };
  configureApi({
    baseUri: 'https://api.example.test/',
    subscriptionKey: 'k',
    getTokens: () => ({ accessToken: 'a', idToken: 'i' }),
  });
});

/** A fresh SWR cache per test. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

function Payments({ id }: { id: string | null }) {
  const { data, error, isLoading, mutate } = usePayments(id);
  return (
    <div>
      {isLoading && <p>loading</p>}
      {error && <p role="alert">{`${error.status} ${error.message}`}</p>}
      {data && <p>invoices: {data.invoices.map((i) => i.invoiceNumber).join(',')}</p>}
      <button onClick={() => void mutate()}>reload</button>
    </div>
  );
}

describe('usePayments', () => {
  it('loads once through fetch, camel-cased, and reloads only when forced', async () => {
    answer = {
      status: 200,
      body: {
        invoices: [{ InvoiceNumber: 'INV-1', AmountDue: 0, AmountPaid: 5, Payments: [] }],
        payments: [],
      },
    };
    render(<Payments id="S1" />, { wrapper });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('invoices: INV-1')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/v1/secure/payment?studentupid=S1');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer a', Source: 'portal' });

    // no revalidation on focus or reconnect
    act(() => {
      fireEvent.focus(window);
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer = {
      status: 200,
      body: { invoices: [{ InvoiceNumber: 'INV-2', AmountDue: 0, AmountPaid: 5 }], payments: [] },
    };
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('invoices: INV-2')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands a 404 over as an error with its status, without retrying', async () => {
    answer = { status: 404, statusText: 'Not Found', body: {} };
    render(<Payments id="S1" />, { wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '404 Not Found: Up API GET v1/secure/payment?studentupid=S1',
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands the answer out in a background render: the urgent render keeps the state before it', async () => {
    answer = { status: 200, body: { invoices: [{ InvoiceNumber: 'INV-1', AmountDue: 0 }], payments: [] } };
    // At each render: whether SWR has the answer, and what the hook hands out.
    const renders: { stored: boolean; shown: string }[] = [];
    function Watch() {
      const { data, isLoading } = usePayments('S1');
      const stored = useSWRConfig().cache.get(paymentsKey('S1')!)?.data !== undefined;
      renders.push({ stored, shown: data ? 'data' : isLoading ? 'loading' : 'none' });
      return <p>{data ? 'shown' : 'waiting'}</p>;
    }
    render(<Watch />, { wrapper });
    expect(await screen.findByText('shown')).toBeInTheDocument();
    // The first render after the answer is stored still shows the loading state; a later one shows the data.
    expect(renders.find((r) => r.stored)).toEqual({ stored: true, shown: 'loading' });
    expect(renders.at(-1)).toEqual({ stored: true, shown: 'data' });
    // The three values change together: never neither data nor loading in between.
    expect(renders.map((r) => r.shown)).not.toContain('none');
  });

  it('does not load without a student id', async () => {
    render(<Payments id={null} />, { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});

function Enrolments() {
  const { data } = useEnrolments(useStudentId(), 'E1');
  return <p>{data ? `courses: ${data.map((e) => e.courseName).join(',')}` : 'none yet'}</p>;
}

describe('session', () => {
  const session: Session = {
    studentId: 'S1',
    student: { studentUPId: 'S1', firstName: 'Ana', lastName: 'Lee' },
    claims: { sub: 'x' },
  };

  it('gives the signed-in student to the hooks', async () => {
    answer = { status: 200, body: [{ courseName: 'Diploma', enrolmentCourseId: 'E1' }] };
    render(
      <SessionProvider value={session}>
        <Enrolments />
      </SessionProvider>,
      { wrapper },
    );
    expect(await screen.findByText('courses: Diploma')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'https://api.example.test/v1/secure/enrolment?studentupid=S1&enrolmentid=E1',
    );
  });

  it('useSession is null and useStudentId throws a clear error when nobody is signed in', () => {
    function Who() {
      return <p>{useSession() === null ? 'anonymous' : 'signed in'}</p>;
    }
    render(
      <SessionProvider value={null}>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('anonymous')).toBeInTheDocument();

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Enrolments />, { wrapper })).toThrow(/useStudentId\(\) needs a signed-in student/);
    error.mockRestore();
  });
});
