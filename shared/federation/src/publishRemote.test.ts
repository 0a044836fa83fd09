/** @jest-environment node */
// `pnpm remote:publish` against a remote's files served over HTTP: what each page needs (its script files and
// their hashes, which the shell asks for beside the entry) goes into remotes.json with the rest of the
// declaration, and only when the files are served as the build recorded them.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { publishRemote } from '../../../scripts/publishRemote';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const ENTRY = 'self.payments = {};';
const CHUNK = 'self.chunk = 1;';
/** The files of the remote's folder as the test server serves them (changed by a test). */
let served: Record<string, string> = {};
let origin = '';
let server: http.Server;

const contract = () => ({
  id: 'payments',
  title: { id: 'p', message: 'Payments' },
  routes: [{ role: 'payments', path: '/payments', access: 'signedIn', page: 'PaymentsPage' }],
  integrity: sri(ENTRY),
  pages: {
    PaymentsPage: { js: [{ file: '797.e064f2cc.js', integrity: sri(CHUNK) }], shared: ['@portal/forms'] },
  },
});

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const body = served[new URL(request.url ?? '/', 'http://x').pathname.replace('/payments/1.2.0/', '')];
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  served = {
    'remoteEntry.js': ENTRY,
    '797.e064f2cc.js': CHUNK,
    'mf-manifest.json': JSON.stringify({
      name: 'payments',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    }),
    'remote-contract.json': JSON.stringify(contract()),
  };
});

const publish = () =>
  publishRemote({ remotes: {}, entry: `${origin}/payments/1.2.0/remoteEntry.js`, version: '1.2.0' });

it("puts each page's files and shared singletons into remotes.json with the version", async () => {
  const { document } = await publish();
  expect(document.payments).toMatchObject({
    live: '1.2.0',
    versions: { '1.2.0': { entry: `${origin}/payments/1.2.0/remoteEntry.js`, pages: contract().pages } },
  });
});

it('refuses a deployment whose page file is missing or not the one its build recorded', async () => {
  served['797.e064f2cc.js'] = 'self.chunk = 2;';
  await expect(publish()).rejects.toThrow(
    `${origin}/payments/1.2.0/797.e064f2cc.js, a file of PaymentsPage, is not the file its build recorded (integrity ${sri(CHUNK)}, served ${sri('self.chunk = 2;')}): the shell would refuse it`,
  );
  delete served['797.e064f2cc.js'];
  await expect(publish()).rejects.toThrow(
    `${origin}/payments/1.2.0/797.e064f2cc.js, a file of PaymentsPage, is not served beside the entry (404`,
  );
});

it("refuses a declaration whose page files are not the remote's own scripts", async () => {
  served['remote-contract.json'] = JSON.stringify({
    ...contract(),
    pages: { PaymentsPage: { js: [{ file: 'https://elsewhere.example/evil.js' }] } },
  });
  await expect(publish()).rejects.toThrow(
    'pages.PaymentsPage.js[0].file must be a script file beside remoteEntry.js',
  );
});

it("puts the remote's widgets into remotes.json, with each widget module's files checked as a page's", async () => {
  const CARD = 'self.card = 1;';
  const widgets = [
    {
      slot: 'home.cards.v1',
      module: 'DueCard',
      title: { id: 'w', message: 'Payments' },
      order: 10,
      route: 'payments',
    },
  ];
  served['12.abcdef12.js'] = CARD;
  served['remote-contract.json'] = JSON.stringify({
    ...contract(),
    widgets,
    pages: { ...contract().pages, DueCard: { js: [{ file: '12.abcdef12.js', integrity: sri(CARD) }] } },
  });
  const { document } = await publish();
  expect(document.payments).toMatchObject({ versions: { '1.2.0': { widgets } } });

  served['12.abcdef12.js'] = 'self.card = 2;';
  await expect(publish()).rejects.toThrow('a file of DueCard, is not the file its build recorded');

  served['remote-contract.json'] = JSON.stringify({
    ...contract(),
    widgets: [{ ...widgets[0], slot: 'home.card.v1' }],
  });
  await expect(publish()).rejects.toThrow('widget DueCard names slot "home.card.v1", which no page declares');
});
