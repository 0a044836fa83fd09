// @portal/testing: the remotes' test kit. Page tests render a page as the shell would (renderPage) against a fake
// API at the network boundary (fakeApi, on msw/node); a test that renders no page points the API client at one
// (configureFakeApi); the client's own tests read requests as a server would (setUpFakeServer); a remote's dev
// harness starts in a few lines (startHarness).
export { renderPage, DEMO_SESSION, type RenderPageOptions, type RenderedPage } from './renderPage';
export {
  TEST_API,
  configureFakeApi,
  fakeApi,
  setUpFakeServer,
  type ConfiguredFakeApi,
  type FakeApi,
  type FakeResponse,
  type FakeResponses,
  type FakeServer,
  type SeenRequest,
  type WireRequest,
} from './fakeApi';
export { PortalProviders, type PortalProvidersProps } from './providers';
export { startHarness, type HarnessOptions, type HarnessData } from './harness';
export { captureDownloads, type CapturedDownload, type DownloadCapture } from './downloads';
export { typeKeyByKey } from './typing';
export { MemoryRouter } from './memoryRouter';
export { declaredReads, pageReadsMade } from './pageReads';
export { cpuMs, cpuMsAsync } from './cpuTime';
