import { Component, lazy, Suspense, type ReactNode } from 'react';
import { getRoutes, Navigate, Route, Routes } from '@portal/router';
import { BusyMessage, preloadFormParts, preloadOverlayParts } from '@portal/ui';
import { useConfig } from '@portal/config';
import { useSession } from '@portal/api';
import { useLingui } from '@lingui/react/macro';
import { Layout } from './frame/Layout';
import { RemotePage } from './federation/RemotePage';
import { RemoteUnavailable } from './federation/RemoteUnavailable';
import { deploymentUnreadable } from './federation/deployment';
import { Protected } from './auth/Protected';
import { Landing } from './pages/Landing';

// The shell's pages other than the landing page load with their route: the first page of a visitor at `/`
// carries none of them.
const ErrorPage = lazy(() => import('./pages/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const SignOut = lazy(() => import('./pages/SignOut').then((m) => ({ default: m.SignOut })));
const SignOutLms = lazy(() => import('./pages/SignOutLms').then((m) => ({ default: m.SignOutLms })));

/** Development only, and loaded on its own: the form library is not part of any other route. */
const FormsGallery = lazy(() => import('./pages/FormsGallery').then((m) => ({ default: m.FormsGallery })));
/** Development builds only (a production build has neither the route nor its code): a draft provider document's
 * look on the key pages, loaded on its own with the form and overlay parts its pages show. */
const ProviderPreview =
  process.env.NODE_ENV === 'production'
    ? undefined
    : lazy(() =>
        Promise.all([import('./pages/ProviderPreview'), preloadFormParts(), preloadOverlayParts()]).then(
          ([m]) => ({ default: m.ProviderPreview }),
        ),
      );
/** Development only, and loaded on its own, with the form parts its text area and field are (asked for together). */
const ConfigEditor = lazy(() =>
  Promise.all([import('./pages/ConfigEditor'), preloadFormParts()]).then(([m]) => ({
    default: m.ConfigEditor,
  })),
);

/** Any address outside the shell's own routes while remotes.json could not be read, or a shell page whose code
 * could not be loaded: Retry loads the portal again (the next read may work). */
function PartsUnavailable() {
  const { t } = useLingui();
  return (
    <RemoteUnavailable
      title={t`This part of the portal`}
      onRetry={async () => {
        window.location.reload();
      }}
    />
  );
}

/** A shell page whose code could not be loaded (offline, a new release replaced its file): says so, and
 * Retry loads the portal again. */
class ShellPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A page of the portal could not be loaded', error);
  }
  override render() {
    return this.state.failed ? <PartsUnavailable /> : this.props.children;
  }
}

/** A page of the shell's own, loaded with its route: the busy message while its code comes. */
function ShellPage({ page }: { page: ReactNode }) {
  return (
    <ShellPageBoundary>
      <Suspense fallback={<BusyMessage />}>{page}</Suspense>
    </ShellPageBoundary>
  );
}

/** The portal's routes: the shell's own, and every route the deployed remotes declare in their
 * contracts (read from remotes.json before the first render). Remote pages are loaded at run time. */
export function App() {
  const config = useConfig();
  useSession(); // a sign-in in this page may put the session on a candidate's side, with routes of its own
  const { routes } = getRoutes();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Landing />} />
        {routes.map(({ path, access, remote, page, title, heading }) => {
          const element = <RemotePage remote={remote} page={page} title={title} heading={heading} />;
          return (
            <Route
              key={path}
              path={path}
              element={access === 'signedIn' ? <Protected heading={heading}>{element}</Protected> : element}
            />
          );
        })}
        <Route path="/signout" element={<ShellPage page={<SignOut />} />} />
        <Route path="/signoutLms" element={<ShellPage page={<SignOutLms />} />} />
        <Route path="/error/:status" element={<ShellPage page={<ErrorPage />} />} />
        {config.environment === 'development' && (
          <Route path="/edit/config" element={<ShellPage page={<ConfigEditor />} />} />
        )}
        {config.environment === 'development' && (
          <Route path="/dev/forms" element={<ShellPage page={<FormsGallery />} />} />
        )}
        {ProviderPreview && config.environment === 'development' && (
          <Route path="/dev/provider-preview" element={<ShellPage page={<ProviderPreview />} />} />
        )}
        <Route
          path="*"
          element={
            // Without remotes.json the portal cannot tell a remote's page from a wrong address.
            deploymentUnreadable() ? <PartsUnavailable /> : <Navigate to="/error/404" replace />
          }
        />
      </Route>
    </Routes>
  );
}
