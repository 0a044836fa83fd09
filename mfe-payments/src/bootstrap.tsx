// Dev harness: the payments page on its own, in the providers the shell gives it, with the mock user's
// dummy data from the API client's mock transport (no server needed). ?provider=<slug> picks another provider's look and contact details.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { configureApi, fetchCurrentStudent, loadMockFetch, SessionProvider, type Session } from '@portal/api';
import {
  ConfigProvider,
  DEFAULT_CONFIG,
  configureConfig,
  getProvider,
  isProviderSlug,
  providerFromHost,
  type PortalConfig,
} from '@portal/config';
import { activateLocale, i18n } from '@portal/i18n';
import { Box, PortalUiProvider } from '@portal/ui';
import PaymentsPage from './PaymentsPage';

async function start() {
  const config: PortalConfig = { ...DEFAULT_CONFIG, mockUser: true };
  const asked = new URLSearchParams(window.location.search).get('provider');
  const provider = getProvider(
    isProviderSlug(asked) ? asked : providerFromHost(window.location.hostname, config.defaultProvider),
  );
  configureConfig(config, provider);
  configureApi({
    baseUri: config.apiBaseUri,
    subscriptionKey: config.subscriptionKey,
    getTokens: () => null,
    fetch: await loadMockFetch(),
  });
  activateLocale();

  const student = await fetchCurrentStudent();
  const session: Session = { studentId: student.studentUPId, student, claims: { sub: 'mock-user' } };

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ConfigProvider config={config} provider={provider}>
          <PortalUiProvider provider={provider.slug}>
            <SessionProvider value={session}>
              <Box as="main" maxW="6xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 4, md: 8 }}>
                <PaymentsPage />
              </Box>
            </SessionProvider>
          </PortalUiProvider>
        </ConfigProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
