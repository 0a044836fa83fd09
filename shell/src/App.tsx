import { lazy, Suspense } from 'react';
import { getRoutes, Navigate, Route, Routes } from '@portal/router';
import { BusyMessage } from '@portal/ui';
import { useConfig } from '@portal/config';
import { useLingui } from '@lingui/react/macro';
import { Layout } from './frame/Layout';
import { RemotePage } from './federation/RemotePage';
import { RemoteUnavailable } from './federation/RemoteUnavailable';
import { deploymentUnreadable } from './federation/deployment';
import { Protected } from './routes/Protected';
import { Landing } from './pages/Landing';
import { ErrorPage } from './pages/ErrorPage';
import { SignOut } from './pages/SignOut';
import { SignOutLms } from './pages/SignOutLms';
import { ConfigEditor } from './pages/ConfigEditor';

/** Development only, and loaded on its own: the form library is not part of any other route. */
const FormsGallery = lazy(() => import('./pages/FormsGallery').then((m) => ({ default: m.FormsGallery })));

/** Any address outside the shell's own routes while remotes.json could not be read: Retry loads the portal
 * again (the next read may work). */
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

/** The portal's routes: the shell's own, and every route the deployed remotes declare in their
 * contracts (read from remotes.json before the first render). Remote pages are loaded at run time. */
export function App() {
  const config = useConfig();
  const { routes } = getRoutes();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Landing />} />
        {routes.map(({ path, access, remote, page, title }) => {
          const element = <RemotePage remote={remote} page={page} title={title} />;
          return (
            <Route
              key={path}
              path={path}
              element={access === 'signedIn' ? <Protected>{element}</Protected> : element}
            />
          );
        })}
        <Route path="/signout" element={<SignOut />} />
        <Route path="/signoutLms" element={<SignOutLms />} />
        <Route path="/error/:status" element={<ErrorPage />} />
        {config.environment === 'development' && <Route path="/edit/config" element={<ConfigEditor />} />}
        {config.environment === 'development' && (
          <Route
            path="/dev/forms"
            element={
              <Suspense fallback={<BusyMessage />}>
                <FormsGallery />
              </Suspense>
            }
          />
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
