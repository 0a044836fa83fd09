import { StrictMode, Suspense, lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, configureRoutes, Link as RouterLink, Navigate, Route, Routes } from '@portal/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fetchCurrentStudent, type Session, type SignInControl } from '@portal/api';
import type { SignedInUser } from '@portal/auth';
import { createRouteTable, pathBase, type RemoteContract } from '@portal/remote-contract';
import {
  DEFAULT_CONFIG,
  PROVIDER_SLUGS,
  isProviderSlug,
  providerFromHost,
  type PortalConfig,
  type Provider,
} from '@portal/config';
import { i18n, type Messages } from '@portal/i18n';
import { activateMessages, configurePortal, loadProviderParts } from '@portal/start';
import {
  Box,
  BusyMessage,
  followColorScheme,
  Button,
  ErrorBar,
  Flex,
  HStack,
  Heading,
  Link,
  NativeSelect,
  preloadFormParts,
  Text,
} from '@portal/ui';
import { messages as ownMessages } from './locales/en/messages';
import { PortalProviders } from './providers';

/** Where the harness's data come from: the mock student's dummy data, or the local API (shared/dev-api). */
export type HarnessData = 'mock' | 'api';

export interface HarnessOptions {
  /** The remote's contract (src/contract.ts). */
  contract: RemoteContract;
  /** A loader per page the contract names: { PaymentsPage: () => import('./PaymentsPage') }. */
  pages: Record<string, () => Promise<{ default: ComponentType }>>;
  /** The remote's compiled catalog (src/locales/en/messages.ts), for its title in the harness's bar. */
  messages?: Messages;
  /** Where to render (#root by default). */
  container?: HTMLElement;
}

interface HarnessState {
  config: PortalConfig;
  provider: Provider;
  data: HarnessData;
  session: Session | null;
  /** The sign-in as pages get it (the shell's SignInControl). */
  control: SignInControl;
  signIn?: () => Promise<void>;
  signOut?: () => Promise<void>;
  problem?: string;
}

const SETTINGS_KEY = 'portal.harness';
type Settings = { provider?: string; data?: string };

/** The harness's settings: the address's ?provider= and ?data= win, else what this tab chose last (so they
 * survive the round trip through the sign-in page, which comes back to the harness's root). */
function settings(): Settings {
  const query = new URLSearchParams(window.location.search);
  let saved: Settings = {};
  try {
    saved = JSON.parse(window.sessionStorage.getItem(SETTINGS_KEY) ?? '{}') as Settings;
  } catch {
    // A setting this tab cannot read is no setting.
  }
  const chosen = { provider: query.get('provider') ?? saved.provider, data: query.get('data') ?? saved.data };
  window.sessionStorage.setItem(SETTINGS_KEY, JSON.stringify(chosen));
  return chosen;
}

/** Reloads the harness with one setting changed (provider, data): configuration is set once a load. */
function reloadWith(name: keyof Settings, value: string) {
  window.sessionStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...settings(), [name]: value }));
  const query = new URLSearchParams(window.location.search);
  query.delete(name);
  window.location.search = query.toString();
}

async function sessionOf(user: SignedInUser): Promise<Session> {
  const student = await fetchCurrentStudent();
  return { studentId: student.studentUPId, student, claims: user.claims };
}

/** The harness's configuration, and its sign-in as the shell's (@portal/auth): the mock student at once
 * (with the mock transport), or the local API's real sign-in, back to where the developer was. */
async function prepare(contract: RemoteContract, messages: Messages | undefined): Promise<HarnessState> {
  const chosen = settings();
  const slug = isProviderSlug(chosen.provider)
    ? chosen.provider
    : providerFromHost(window.location.hostname, DEFAULT_CONFIG.defaultProvider);
  activateMessages(ownMessages, ...(messages ? [messages] : []));
  // The header's selects are form parts (a chunk of their own): asked for now, beside the rest of the start.
  preloadFormParts().catch(() => undefined);
  // The provider's settings and theme: a chunk of their own, before the first render.
  const provider = await loadProviderParts(slug);
  const data: HarnessData = chosen.data === 'api' ? 'api' : 'mock';
  const config: PortalConfig = { ...DEFAULT_CONFIG, mockUser: data === 'mock' };
  configureRoutes(createRouteTable([contract]));
  // The shell's start-up: configuration, sign-in (the mock student with the mock transport, or the local API's).
  let user: SignedInUser | null = null;
  const strategy = await configurePortal({ config, provider, getTokens: () => user?.tokens ?? null });
  const restored = await strategy.restore().catch((error: unknown) => {
    console.error('Harness sign-in failed', error);
    return { user: null, navigateTo: undefined };
  });
  user = restored.user;
  if (restored.navigateTo) window.history.replaceState(null, '', restored.navigateTo);
  const signIn = async () => {
    await strategy.signIn(`${window.location.pathname}${window.location.search}`);
  };
  const control = (status: SignInControl['status']): SignInControl => ({
    status,
    signIn: async (returnTo) => {
      await strategy.signIn(returnTo);
    },
    ...(strategy.changePassword ? { changePassword: strategy.changePassword.bind(strategy) } : {}),
  });
  const state = { config, provider, data };
  if (!user) return { ...state, session: null, control: control('anonymous'), signIn };
  const signOut =
    data === 'api'
      ? async () => {
          await strategy.forget();
          window.location.reload();
        }
      : undefined;
  try {
    return { ...state, session: await sessionOf(user), control: control('signedIn'), signOut };
  } catch (error) {
    return { ...state, session: null, control: control('error'), signIn, problem: (error as Error).message };
  }
}

function HarnessFrame({
  contract,
  state,
  children,
}: {
  contract: RemoteContract;
  state: HarnessState;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Box as="header" bg="header.bg" color="header.fg" px={{ base: 3, md: 6 }} py={3}>
        <Flex wrap="wrap" gap={3} align="center" maxW="6xl" mx="auto">
          <Heading as="p" size="md">
            <Trans>{i18n._(contract.title)} · dev harness</Trans>
          </Heading>
          <HStack as="nav" aria-label={t`Pages of this remote`} gap={3} wrap="wrap" flex="1">
            {/* This remote's own pages by their paths (a provider's own site never stands in for them here). */}
            {contract.routes.map((route) => (
              <Link key={route.role} asChild color="header.fg" textDecoration="underline">
                <RouterLink to={pathBase(route.path)}>{pathBase(route.path)}</RouterLink>
              </Link>
            ))}
          </HStack>
          {/* The selects are form parts (their own chunk, asked for in prepare()): the header waits for nothing else. */}
          <Suspense fallback={null}>
            <NativeSelect.Root size="sm" w="auto">
              <NativeSelect.Field
                aria-label={t`Provider`}
                value={state.provider.slug}
                onChange={(e) => reloadWith('provider', e.currentTarget.value)}
                bg="bg"
                color="fg"
              >
                {PROVIDER_SLUGS.map((slug) => (
                  <option key={slug} value={slug}>
                    {slug}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" w="auto">
              <NativeSelect.Field
                aria-label={t`Data`}
                value={state.data}
                onChange={(e) => reloadWith('data', e.currentTarget.value)}
                bg="bg"
                color="fg"
              >
                <option value="mock">{t`Mock data`}</option>
                <option value="api">{t`Local API`}</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Suspense>
          {state.signIn && (
            <Button size="sm" onClick={() => void state.signIn?.()}>
              <Trans>Sign in</Trans>
            </Button>
          )}
          {state.signOut && (
            <Button size="sm" variant="outline" color="header.fg" onClick={() => void state.signOut?.()}>
              <Trans>Sign out</Trans>
            </Button>
          )}
        </Flex>
      </Box>
      <Box as="main" flex="1" w="full" maxW="6xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 4, md: 8 }}>
        {state.problem && <ErrorBar message={state.problem} />}
        {children}
      </Box>
    </Flex>
  );
}

function Harness({
  contract,
  pages,
  state,
}: Pick<HarnessOptions, 'contract' | 'pages'> & { state: HarnessState }) {
  const lazyPages = useMemo(
    () => Object.fromEntries(Object.entries(pages).map(([name, load]) => [name, lazy(load)])),
    [pages],
  );
  const first = contract.routes[0]!;
  return (
    <HarnessFrame contract={contract} state={state}>
      <Suspense fallback={<BusyMessage />}>
        <Routes>
          <Route index element={<Navigate to={pathBase(first.path)} replace />} />
          {contract.routes.map((route) => {
            const Page = lazyPages[route.page]!;
            const allowed = route.access === 'all' || state.session;
            return (
              <Route
                key={route.role}
                path={route.path}
                element={
                  allowed ? (
                    <Page />
                  ) : (
                    <Text>
                      <Trans>
                        This page is for signed-in students: sign in with a demo account of the local API.
                      </Trans>
                    </Text>
                  )
                }
              />
            );
          })}
          <Route
            path="*"
            element={
              <Text>
                <Trans>This address is not a page of this remote.</Trans>
              </Text>
            }
          />
        </Routes>
      </Suspense>
    </HarnessFrame>
  );
}

/** A remote's dev harness in a few lines (its src/bootstrap.tsx):
 *   startHarness({ contract, pages: { PaymentsPage: () => import('./PaymentsPage') } });
 * It serves the remote's pages at their contract paths, in the provider picked in its bar (or ?provider=yoobee,
 * or the host name), with the mock student's data or the local API and its sign-in (or ?data=api); the tab
 * keeps the choice; the colour scheme is the portal's (the device's or the one chosen there). Links between
 * pages go by route ref (RouteLink), as in the portal. */
export async function startHarness({ contract, pages, messages, container }: HarnessOptions): Promise<void> {
  const missing = contract.routes.filter((r) => !pages[r.page]).map((r) => r.page);
  if (missing.length) throw new Error(`startHarness: no loader for ${missing.join(', ')}`);
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error('startHarness: no #root element');
  followColorScheme();
  const state = await prepare(contract, messages);
  createRoot(root).render(
    <StrictMode>
      <PortalProviders
        config={state.config}
        provider={state.provider}
        session={state.session}
        signIn={state.control}
      >
        <BrowserRouter>
          <Harness contract={contract} pages={pages} state={state} />
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  );
}
