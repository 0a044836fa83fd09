// The reporter loads only where the deployment names a collector; a remote's error boundary keeps its failure for
// it, as that remote's.
import { render, screen } from '@testing-library/react';
import { DEFAULT_CONFIG, getConfig } from '@portal/config';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { remoteFailures } from '../federation/remotes';

const mockStartReporter = jest.fn();
jest.mock('./reporter', () => ({ startReporter: () => mockStartReporter() }));
jest.mock('@portal/config', () => ({ ...jest.requireActual('@portal/config'), getConfig: jest.fn() }));
const configured = getConfig as jest.Mock;

const freshReportHealth = () => {
  let fresh: typeof import('./reportHealth') | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    fresh = require('./reportHealth');
  });
  return fresh!.reportHealth;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => mockStartReporter.mockClear());

it('without a collector (or before the portal is configured) never loads the reporter', async () => {
  configured.mockReturnValue({ ...DEFAULT_CONFIG });
  freshReportHealth()();
  configured.mockReturnValue({ ...DEFAULT_CONFIG, healthDsn: '' });
  freshReportHealth()();
  configured.mockImplementation(() => {
    throw new Error('not configured');
  });
  freshReportHealth()();
  await settle();
  expect(mockStartReporter).not.toHaveBeenCalled();
});

it('with one, starts the reporter once per page load', async () => {
  configured.mockReturnValue({ ...DEFAULT_CONFIG, healthDsn: 'https://public@errors.example.edu/7' });
  const reportHealth = freshReportHealth();
  reportHealth();
  reportHealth();
  await settle();
  expect(mockStartReporter).toHaveBeenCalledTimes(1);
});

it("keeps a remote's render failure, caught by its error boundary, as that remote's", () => {
  const Broken = (): never => {
    throw new Error('This release of the payments page is broken');
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <RemoteErrorBoundary
      title="Payments"
      remote="payments"
      onRetry={async () => undefined}
      fallback={() => <p>Payments is unavailable</p>}
    >
      <Broken />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByText('Payments is unavailable')).toBeInTheDocument();
  expect(remoteFailures).toContainEqual(['render', 'payments', expect.any(Error)]);
});
