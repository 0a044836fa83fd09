import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { SWRConfig } from 'swr';
import { SessionProvider, SignInProvider, type Session, type SignInControl } from '@portal/api';
import { ConfigProvider, type PortalConfig, type Provider } from '@portal/config';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';

export interface PortalProvidersProps {
  config: PortalConfig;
  provider: Provider;
  /** The signed-in student, or null for an anonymous visitor. */
  session: Session | null;
  /** The sign-in as the shell gives it to pages open to everybody (state, sign-in, password change). */
  signIn?: SignInControl | null;
  /** A fresh SWR cache (tests: no response leaks into the next test). */
  freshCache?: boolean;
  children: ReactNode;
}

/** The tree the shell gives every remote page: Lingui, configuration and provider, the provider's theme, the
 * session and SWR. Tests (renderPage) and the dev harness render pages inside it. */
export function PortalProviders({
  config,
  provider,
  session,
  signIn = null,
  freshCache,
  children,
}: PortalProvidersProps) {
  const tree = (
    <I18nProvider i18n={i18n}>
      <ConfigProvider config={config} provider={provider}>
        <PortalUiProvider provider={provider.slug}>
          <SignInProvider value={signIn}>
            <SessionProvider value={session}>{children}</SessionProvider>
          </SignInProvider>
        </PortalUiProvider>
      </ConfigProvider>
    </I18nProvider>
  );
  return freshCache ? <SWRConfig value={{ provider: () => new Map() }}>{tree}</SWRConfig> : tree;
}
