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
import type { PaymentsResponse } from '@portal/api-contract';

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

  it('hands a first response out in a background render, a new key and a reload at once', async () => {
    answer = { status: 200, body: { invoices: [{ InvoiceNumber: 'INV-1', AmountDue: 0 }], payments: [] } };
    // At each render: the key asked for, the invoice SWR has for it, and what the hook hands out.
    const renders: { id: string | null; stored?: string; shown: string }[] = [];
    function Watch({ id }: { id: string | null }) {
      const { data, isLoading, mutate } = usePayments(id);
      const { cache } = useSWRConfig();
      const stored = id ? (cache.get(paymentsKey(id)!)?.data as PaymentsResponse | undefined) : undefined;
      const invoice = (payments?: PaymentsResponse) => payments?.invoices[0]?.invoiceNumber;
      renders.push({
        id,
        stored: invoice(stored),
        shown: data ? invoice(data)! : isLoading ? 'loading' : 'none',
      });
      return <button onClick={() => void mutate()}>{data ? `shown ${invoice(data)}` : 'waiting'}</button>;
    }
    const { rerender } = render(<Watch id={null} />, { wrapper });
    rerender(<Watch id="S1" />);
    expect(await screen.findByText('shown INV-1')).toBeInTheDocument();
    // A new key is loading at once: never the null key's "nothing to load" with the key set.
    expect(renders.filter((r) => r.id === 'S1').map((r) => r.shown)).not.toContain('none');
    // The first render with the response stored still shows the loading state (the urgent one); a later one the data.
    expect(renders.find((r) => r.stored === 'INV-1')).toEqual({
      id: 'S1',
      stored: 'INV-1',
      shown: 'loading',
    });
    expect(renders.at(-1)).toEqual({ id: 'S1', stored: 'INV-1', shown: 'INV-1' });

    // A reload of data already shown is handed out at once: no render shows the old invoice once SWR has the new.
    answer = { status: 200, body: { invoices: [{ InvoiceNumber: 'INV-2', AmountDue: 0 }], payments: [] } };
    renders.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'shown INV-1' }));
    expect(await screen.findByText('shown INV-2')).toBeInTheDocument();
    expect(renders.filter((r) => r.stored === 'INV-2').map((r) => r.shown)).toEqual(
      renders.filter((r) => r.stored === 'INV-2').map(() => 'INV-2'),
    );
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
