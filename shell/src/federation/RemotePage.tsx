import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyMessage } from '@portal/ui';
import type { ContractMessage, RouteHeading } from '@portal/remote-contract';
import { PageBusy } from './PageBusy';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteModule } from './useRemoteModule';

/** A route's page that lives in a remote: loaded at run time, with a loading state (below the page's heading, where
 * its route declares one) and the fallback. */
export function RemotePage({
  remote,
  page,
  title: name,
  heading,
}: {
  remote: string;
  page: string;
  title: ContractMessage;
  heading?: RouteHeading;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(name);
  const { state, attempt, retry } = useRemoteModule(remote, page);
  const loading = (
    <PageBusy heading={heading}>
      <BusyMessage>{t`Loading ${title}…`}</BusyMessage>
    </PageBusy>
  );

  if (state.status === 'loading') return loading;
  if (state.status === 'unavailable') return <RemoteUnavailable title={title} onRetry={retry} />;
  const { Module: Page } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      title={title}
      remote={remote}
      onRetry={retry}
      fallback={(again) => <RemoteUnavailable title={title} onRetry={again} />}
    >
      {/* A page may wait for more code (e.g. @portal/ui's form parts) on its first render. */}
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
