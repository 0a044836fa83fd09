import { Component, type ErrorInfo, type ReactNode } from 'react';
import { remoteFailures } from './remotes';

/** A render error inside remote code stays inside its part of the page (a route, a card): the fallback shows
 * there, and its retry (a fresh load) renders the remote code again. */
export class RemoteErrorBoundary extends Component<
  {
    title: string;
    /** The remote whose code renders inside (its errors are reported as its). */
    remote: string;
    onRetry: () => Promise<void>;
    fallback: (retry: () => Promise<void>) => ReactNode;
    children: ReactNode;
  },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.title} part of the portal failed to render`, error, info.componentStack);
    remoteFailures.push(['render', this.props.remote, error]);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(async () => {
      await this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}
