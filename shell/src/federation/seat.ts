// A student signed in in this page (the return from the IdP) runs their session's side of each remote's candidate
// from then on, as on the session's later page loads. In the signed-in chunk: an anonymous visitor's page never
// runs it.
import { createRouteTable, parseRemotesDocument, type RemoteDeclaration } from '@portal/remote-contract';
import { sessionSeed } from '@portal/auth';
import { configureRoutes } from '@portal/router';
import { SHELL_PATHS } from '../routes/navigation';
import { lastRemotesDocument, loadRemoteMessages, runningVersion } from './deployment';
import { declare, declaredRemote, remoteTrust, startedRuntime } from './remotes';
import { untrustedReason, type RemoteTrust } from './trustPlugin';

/**
 * The remotes whose release this tab's session now runs otherwise than `current` gives, read again from the
 * remotes.json the tab has (no request; its problems were reported when it was read): after a sign-in in this
 * page, the candidates the session is within. Their texts are added, the console says which version runs, and
 * the route table is made anew.
 */
export function reseatDeployment(
  trust: RemoteTrust,
  current: (id: string) => RemoteDeclaration | undefined,
): RemoteDeclaration[] {
  const document = lastRemotesDocument();
  if (document === undefined) return [];
  const remotes = parseRemotesDocument(document, {
    seed: sessionSeed(),
    provider: trust.provider,
    refuse: (declaration) => untrustedReason(declaration, trust),
  }).remotes.filter((remote) => !untrustedReason(remote, trust));
  const changed = remotes.filter((remote) => remote.entry !== current(remote.id)?.entry);
  if (changed.length) {
    for (const remote of changed) if (remote.entry) console.info(runningVersion(remote));
    loadRemoteMessages(changed);
    configureRoutes(createRouteTable(remotes, { reserved: SHELL_PATHS }));
  }
  return changed;
}

/**
 * Puts the signed-in session on its side of each remote's candidate at once: what renders next reads it, so the
 * first page after signing in runs it. A remote whose code the page has loaded already starts over (./switch.ts).
 */
export function seatSession(): void {
  const changed = reseatDeployment(remoteTrust(), declaredRemote);
  for (const next of changed) declare(next);
  if (startedRuntime() && changed.length)
    void import(/* webpackChunkName: "federation" */ './switch').then(
      (s) => s.reregister(changed),
      console.error,
    );
}
