// The head script's reading of a provider published into the deployment: the index, then the version's
// document, both from the page's own origin, the document checked against the index's integrity hash.
import { readPublishedProvider, requestPublishedProvider } from './publishedProvider';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  delete window.portalPublishedProvider;
});

const json = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) }) as Response;
const INDEX = { 'waikato-tech': { version: '0123456789ab', integrity: 'sha384-abc', at: '', earlier: [] } };

it('reads the index, then the version named there, same-origin, with its integrity hash and a deadline', async () => {
  fetchMock.mockResolvedValueOnce(json(INDEX)).mockResolvedValueOnce(json({ slug: 'waikato-tech' }));
  await expect(readPublishedProvider('waikato-tech')).resolves.toEqual({
    slug: 'waikato-tech',
    version: '0123456789ab',
    text: '{"slug":"waikato-tech"}',
  });
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/providers.json',
    '/providers/waikato-tech/0123456789ab/provider.json',
  ]);
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-cache', signal: expect.any(AbortSignal) });
  expect(fetchMock.mock.calls[1]![1]).toMatchObject({
    integrity: 'sha384-abc',
    signal: expect.any(AbortSignal),
  });
});

it('is null when there is no index or it names no such provider; an error when it cannot be used', async () => {
  fetchMock.mockResolvedValueOnce(json({}, 404));
  await expect(readPublishedProvider('waikato-tech')).resolves.toBeNull();
  fetchMock.mockResolvedValueOnce(json(INDEX));
  await expect(readPublishedProvider('toString')).resolves.toBeNull();
  fetchMock.mockResolvedValueOnce(json({}, 503));
  await expect(readPublishedProvider('waikato-tech')).rejects.toThrow('/providers.json 503');
  fetchMock.mockResolvedValueOnce(json({ 'waikato-tech': { version: '../../x', integrity: 'y' } }));
  await expect(readPublishedProvider('waikato-tech')).rejects.toThrow(/no valid version/);
  fetchMock.mockResolvedValueOnce(json(INDEX)).mockResolvedValueOnce(json({}, 404));
  await expect(readPublishedProvider('waikato-tech')).rejects.toThrow(/provider\.json 404/);
});

it('asks only on a host whose first label is a slug, among two labels or more', () => {
  fetchMock.mockResolvedValue(json({}, 404));
  for (const host of ['localhost', '127.0.0.1', '[::1]']) requestPublishedProvider(host);
  expect(window.portalPublishedProvider).toBeUndefined();
  requestPublishedProvider('waikato-tech.localhost');
  expect(window.portalPublishedProvider).toBeInstanceOf(Promise);
});
