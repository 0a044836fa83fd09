import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyMessage } from '@portal/ui';
import type { ContractMessage } from '@portal/remote-contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteModule } from './useRemoteModule';

/** A route's page that lives in a remote: loaded at run time, with a loading state and the fallback. */
export function RemotePage({
  remote,
  page,
  title: name,
}: {
  remote: string;
  page: string;
  title: ContractMessage;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(name);
  const { state, attempt, retry } = useRemoteModule(remote, page);

  if (state.status === 'loading') return <BusyMessage>{t`Loading ${title}…`}</BusyMessage>;
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
      <Suspense fallback={<BusyMessage>{t`Loading ${title}…`}</BusyMessage>}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
