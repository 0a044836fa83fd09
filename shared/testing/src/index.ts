// @portal/testing: the remote kit. Page tests render a page as the shell would (renderPage) against a fake
// API at the network boundary (fakeApi, on msw/node); a remote's dev harness starts in a few lines (startHarness).
export { renderPage, DEMO_SESSION, TEST_API, type RenderPageOptions, type RenderedPage } from './renderPage';
export { fakeApi, type FakeResponse, type FakeResponses, type FakeApi, type SeenRequest } from './fakeApi';
export { PortalProviders, type PortalProvidersProps } from './providers';
export { startHarness, type HarnessOptions, type HarnessData } from './harness';
export { captureDownloads, type CapturedDownload, type DownloadCapture } from './downloads';
export { typeKeyByKey } from './typing';
export { MemoryRouter } from './memoryRouter';
export { declaredReads, pageReadsMade } from './pageReads';
