// The upload with progress (XMLHttpRequest): the network boundary is a fake XMLHttpRequest the test drives, as
// a browser would: progress events, a response, a time-out, a network failure.
import { createApiClient } from '@portal/api-client';
import { responseMessage, uploadFilesWithProgress, type ApiSettings } from './index';

type Handler = ((event: Partial<ProgressEvent>) => void) | null;

/** One request the page made, driven by the test. */
class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.({});
  }
  // What the network does
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, statusText: string, body: unknown) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.({});
  }
}

const settings = (patch: Partial<ApiSettings> = {}): ApiSettings => ({
  baseUri: 'https://api.example.test/api/',
  subscriptionKey: 'key-1',
  getTokens: () => ({ accessToken: 'access-123', idToken: 'id-456' }),
  timeoutMs: 15_000,
  XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
  ...patch,
});

const files = () => [new File(['a'.repeat(10)], 'passport.pdf'), new File(['b'], 'grades.txt')];
const lastXhr = () => FakeXhr.made[FakeXhr.made.length - 1] as FakeXhr;
/** Lets the client's await of the tokens run, so the request is open. */
const opened = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeXhr.made = [];
});

it('posts the multipart to the base address, with the time limit, no token, and reports the progress', async () => {
  const progress: [number, number][] = [];
  const done = uploadFilesWithProgress(
    files(),
    'OPP-1',
    { onProgress: (sent, total) => progress.push([sent, total]) },
    createApiClient(settings()),
  );
  await opened();
  const xhr = lastXhr();
  expect([xhr.method, xhr.url, xhr.timeout]).toEqual([
    'POST',
    'https://api.example.test/api/v1/files',
    15_000,
  ]);
  // v1/files is public: no Authorization; the other headers as on every call.
  expect(xhr.headers).toEqual({
    Accept: 'application/json',
    Source: 'portal',
    'Id-Token': 'id-456',
    'Ocp-Apim-Subscription-Key': 'key-1',
  });
  const form = xhr.body as FormData;
  expect(form.getAll('file').map((f) => (f as File).name)).toEqual(['passport.pdf', 'grades.txt']);
  expect(form.get('opportunityid')).toBe('OPP-1');
  xhr.progress(100, 400);
  xhr.progress(400, 400);
  xhr.respond(201, 'Created', [
    { id: 'U1', name: 'passport.pdf', size: 10, opportunityId: 'OPP-1' },
    { id: 'U2', name: 'grades.txt', size: 1, opportunityId: 'OPP-1' },
  ]);
  await expect(done).resolves.toEqual([
    { id: 'U1', name: 'passport.pdf', size: 10 },
    { id: 'U2', name: 'grades.txt', size: 1 },
  ]);
  expect(progress).toEqual([
    [100, 400],
    [400, 400],
    [400, 400],
  ]);
});

it("a refusal fails as the catalogue says, and a 413's own message is kept to show", async () => {
  const done = uploadFilesWithProgress(files(), 'OPP-1', {}, createApiClient(settings()));
  await opened();
  lastXhr().respond(413, 'Payload Too Large', { message: 'passport.pdf is larger than 32Mb' });
  const error = await done.catch((e: unknown) => e);
  expect(error).toMatchObject({
    message: 'Payload Too Large: Up API POST v1/files',
    status: 413,
    statusCode: 413,
  });
  expect(responseMessage(error)).toBe('passport.pdf is larger than 32Mb');
  expect(responseMessage(new Error('x'))).toBeUndefined();
});

it('no response in time fails as a network problem', async () => {
  const done = uploadFilesWithProgress(files(), 'OPP-1', {}, createApiClient(settings({ timeoutMs: 0 })));
  await opened();
  // Without a configured limit the client's default applies: no upload waits for ever.
  expect(lastXhr().timeout).toBe(10_000);
  lastXhr().ontimeout?.({});
  await expect(done).rejects.toMatchObject({ message: 'No answer in time: Network problem' });
});

it('a network failure and an abort fail as network problems', async () => {
  const failed = uploadFilesWithProgress(files(), 'OPP-1', {}, createApiClient(settings()));
  await opened();
  lastXhr().onerror?.({});
  await expect(failed).rejects.toMatchObject({ message: 'Network request failed: Network problem' });

  const controller = new AbortController();
  const aborted = uploadFilesWithProgress(
    files(),
    'OPP-1',
    { signal: controller.signal },
    createApiClient(settings()),
  );
  await opened();
  controller.abort();
  await expect(aborted).rejects.toMatchObject({ message: 'Aborted: Network problem' });
  expect(lastXhr().aborted).toBe(true);
});

it('a success that says it failed is a bad response; no base address fails before sending', async () => {
  const done = uploadFilesWithProgress(files(), 'OPP-1', {}, createApiClient(settings()));
  await opened();
  lastXhr().respond(200, 'OK', { errorCode: 'E1', errorMessage: 'no' });
  await expect(done).rejects.toMatchObject({ message: 'Bad response from API (marked as success)' });
  await expect(
    uploadFilesWithProgress(files(), 'OPP-1', {}, createApiClient(settings({ baseUri: '' }))),
  ).rejects.toMatchObject({ message: 'No baseUri - please configure' });
});

it('with a transport of its own (mock-user mode) the upload goes by fetch and reports the end', async () => {
  const fetch = jest.fn(async () => new Response(JSON.stringify([{ id: 'U9' }]), { status: 201 }));
  const progress: [number, number][] = [];
  const uploaded = await uploadFilesWithProgress(
    [new File(['abc'], 'a.txt')],
    'OPP-2',
    { onProgress: (sent, total) => progress.push([sent, total]) },
    createApiClient(
      settings({ XMLHttpRequest: undefined, fetch: fetch as unknown as typeof globalThis.fetch }),
    ),
  );
  expect(uploaded).toEqual([{ id: 'U9', name: 'a.txt', size: 3 }]);
  expect(progress).toEqual([[1, 1]]);
  expect(FakeXhr.made).toHaveLength(0);
});
