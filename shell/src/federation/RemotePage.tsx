import {
  Component,
  useCallback,
  useEffect,
  useState,
  Suspense,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyMessage } from '@portal/ui';
import type { ContractMessage } from '@portal/contract';
import { loadRemotePage, resetRemote } from './remotes';
import { RemoteUnavailable } from './RemoteUnavailable';

type LoadState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'unavailable' };

/** Layer 3 of the failure handling: a render error inside a remote page stays inside its route. */
class RemoteErrorBoundary extends Component<
  { title: string; onRetry: () => Promise<void>; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.title} part of the portal failed to render`, error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteUnavailable
        title={this.props.title}
        onRetry={async () => {
          await this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

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
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemotePage<ComponentType>(remote, page).then(
      (Page) => live && setState({ status: 'ready', Page }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, page, attempt]);

  const retry = useCallback(async () => {
    await resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'loading') return <BusyMessage>{t`Loading ${title}…`}</BusyMessage>;
  if (state.status === 'unavailable') return <RemoteUnavailable title={title} onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary key={attempt} title={title} onRetry={retry}>
      {/* A page may wait for more code (e.g. @portal/ui's form parts) on its first render. */}
      <Suspense fallback={<BusyMessage>{t`Loading ${title}…`}</BusyMessage>}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
