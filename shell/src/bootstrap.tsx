import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/router';
import { forgetExpiredDeviceData } from '@portal/api';
import { ConfigProvider, DEFAULT_CONFIG, isProviderSlug, providerNamedByHost } from '@portal/config';
import { I18nProvider, i18n, prepareTimezone } from '@portal/i18n';
import { PortalUiProvider, applyGlobalSheet, loadFonts, pageNonce, providerSystem } from '@portal/ui';
import { activateMessages, configurePortal, loadProviderParts } from '@portal/start';
import { messages } from './locales/en/messages';
import { App } from './App';
import { AuthProvider } from './auth/AuthProvider';
import type { Restored, SignInStrategy, SignedInUser } from '@portal/auth';
import { isMemberHere } from './auth/membership';
import { fetchRemotes } from './federation/deployment';
import { initRemotes, preloadRemoteFor } from './federation/remotes';
import { PORTAL_CONFIG_URL, loadRuntimeConfig } from './start/runtimeConfig';
import { takePrefetch } from './start/takePrefetch';
import { loadSessionChunk, preloadSignedInParts } from './chunks/loadChunks';
import { showStartFailure } from './start/startFailure';
import { registerServiceWorker } from './serviceWorker/register';
import { takePublishedProvider } from './start/publishedProvider';

/** Runs `work` in a task of its own when the main thread is idle, or queued after a tenth of a second (a page whose
 * start keeps the thread busy has no idle time before its first render). */
const whenIdle = (work: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 100 });
  else window.setTimeout(work, 1);
};

async function start() {
  // What pages kept on this device and has ended (or has no end) is removed before anything reads it.
  forgetExpiredDeviceData();
  activateMessages(messages);

  // remotes.json is requested beside the configuration, not after it (one round trip fewer before the
  // first render); a deployment that names another address in its configuration reads that one instead. The
  // head script asked for both while this file was on its way (./head/prefetch.ts).
  const remotesRequest = takePrefetch('remotes') ?? fetchRemotes(DEFAULT_CONFIG.remotesManifest);
  remotesRequest.catch(() => undefined);
  // The provider's settings and theme (their own chunk) are asked for beside the configuration too when the host
  // names the provider (every deployed portal: yoobee.portal.example; the head script has asked already); on
  // another host, once the configuration has said its default.
  const hostProvider = providerNamedByHost(window.location.hostname);
  const hostParts = hostProvider ? loadProviderParts(hostProvider) : undefined;
  hostParts?.catch(() => undefined);
  // A host that names no provider of the build may name one published into the deployment (the head script has
  // asked for it): its document is checked and used, or the page says it cannot be; else, the default provider.
  const publishedParts = hostProvider ? undefined : takePublishedProvider(window.location.hostname);
  publishedParts?.catch(() => undefined);
  const config = await loadRuntimeConfig(PORTAL_CONFIG_URL, undefined, takePrefetch('config'));
  const published = await publishedParts;
  // A default that is no provider (a hand-edited configuration) falls back to the built-in one.
  const slug =
    hostProvider ??
    published?.slug ??
    (isProviderSlug(config.defaultProvider) ? config.defaultProvider : DEFAULT_CONFIG.defaultProvider);
  // remotes.json is read, and the opened page's remote starts loading, while the provider's chunk may still come.
  const remotesReady = initRemotes(
    config.remotesManifest,
    {
      origins: config.remoteOrigins,
      requireIntegrity: config.environment === 'production',
      timeoutMs: config.requestTimeoutMs,
      provider: slug,
    },
    config.remotesManifest === DEFAULT_CONFIG.remotesManifest ? remotesRequest : undefined,
  ).then(() => preloadRemoteFor(window.location.pathname)); // the page the portal opens at starts loading now
  remotesReady.catch(() => undefined);
  const provider = published ?? (await (hostParts ?? loadProviderParts(slug)));
  // Its fonts start loading now; those there by the first render draw the page, a later one only the next page.
  const fonts = loadFonts(provider.slug);

  // The shell is the only caller of configure*: remotes read the same singletons.
  let user: SignedInUser | null = null;
  const onUser = (next: SignedInUser | null) => {
    user = next;
    // A student signed in in this page (the return from the IdP) runs their session's side of each remote's
    // candidate from this page on, as after a reload: as soon as the signed-in chunk is there, which the student's
    // load waits for too (it was asked for after this), before the page it returns to renders.
    if (next) loadSessionChunk().then((chunk) => chunk.seatSession(), console.error);
  };
  const configured = configurePortal({
    config,
    provider,
    getTokens: () => user?.tokens ?? null,
    // A page that may be signed in (a stored session, a sign-in callback) starts loading the student's load and
    // the signed-in parts now, beside the rest of the start and the session's restore, not after them (the menus
    // come once the student is known: ./chunks/loadChunks.ts).
    onSignIn: (signIn) => {
      if (!signIn.mayBeSignedIn()) return;
      loadSessionChunk().catch(() => undefined);
      preloadSignedInParts().catch(() => undefined);
      // A student's pages show dates in the provider's zone: its data is read while the main thread waits for
      // the network, not in the render that shows the first dates.
      whenIdle(() => prepareTimezone(provider.timezone));
    },
  });
  // A stored session is restored as soon as the sign-in is here, and a student's tokens go to the API client with
  // their read and then the page's reads (the signed-in chunk, ./session/studentReadAhead.ts): these travel while
  // the provider's styling system and React's first render run, not after them. AuthProvider takes the restore, the
  // session's load the reads. A sign-in callback's return is left to AuthProvider, which goes to its page first.
  const restoreAhead = async (strategy: SignInStrategy): Promise<Restored | undefined> => {
    if (!strategy.mayBeSignedIn()) return undefined;
    const restored = await strategy.restore();
    const ahead = restored.user;
    if (ahead && restored.navigateTo === undefined && isMemberHere(strategy, ahead, config, provider)) {
      onUser(ahead);
      loadSessionChunk().then(
        (chunk) => chunk.startStudentReadAhead(window.location.pathname),
        console.error,
      );
    }
    return restored;
  };
  const restoring = configured.then(restoreAhead);
  restoring.catch(() => undefined); // AuthProvider reports a failed restore
  // The provider's global styles come as a style sheet the build wrote (its tokens as CSS variables): put in force
  // before the first render, or else written by Chakra in it.
  const globalSheet = applyGlobalSheet(provider.slug, config.requestTimeoutMs);
  // The provider's styling system (a few thousand tokens turned into lookups) is built in a task of its own while
  // the sign-in state and remotes.json are on their way, not inside the first render.
  await new Promise((resolve) => setTimeout(resolve, 0));
  providerSystem(provider.slug);
  const [strategy] = await Promise.all([configured, remotesReady, globalSheet]);

  // A face still on its way may take a tenth of a second more (a cached one arrives in a few milliseconds); one
  // later than that waits for the next page load, rather than reflow the text under the reader.
  await fonts.arrival(100);
  fonts.addArrived();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices and lets the browser handle input between them,
  // instead of one long task that blocks the page.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ConfigProvider>
            <PortalUiProvider provider={provider.slug} nonce={pageNonce()} fontFaces={false}>
              <BrowserRouter>
                <AuthProvider strategy={strategy} onUser={onUser} restoring={restoring}>
                  <App />
                </AuthProvider>
              </BrowserRouter>
            </PortalUiProvider>
          </ConfigProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

start().then(registerServiceWorker, (error: unknown) =>
  showStartFailure(document.getElementById('root')!, error),
);
