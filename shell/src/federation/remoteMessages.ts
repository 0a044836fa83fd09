import { contractMessages, type ContractMessages, type RemoteDeclaration } from '@portal/remote-contract';

/** A compiled catalog: message id -> compiled message (what `i18n.load(locale, …)` takes). */
export type Catalog = Record<string, string | unknown[]>;

/** Who has defined the portal's message ids so far: the shell's own catalogue, then the remotes admitted
 * before, in remotes.json's order. */
export interface MessageOwners {
  /** The catalogue entries already in the portal, per locale (the shell's, then earlier remotes'). */
  catalog(locale: string): Catalog;
  /** Who defined an id, for the warning ('the shell', or 'the remote "payments"'); undefined when nobody did. */
  ownerOf(id: string): string | undefined;
}

const sameText = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The catalogue entries a remote's declaration may add to the portal's texts. A remote defines only its
 * own ids: those of its contract's texts (its title and menu labels); any other id is refused. An id
 * the shell or an earlier remote has defined is never changed: the same text again (Lingui ids are hashes
 * of the source text, so two parts may share one) is simply already there; another text is refused. Each
 * refusal is a console warning naming the remote and the id.
 */
export function admitRemoteMessages(remote: RemoteDeclaration, owners: MessageOwners): ContractMessages {
  const own = new Set(contractMessages(remote).map((message) => message.id));
  const admitted: ContractMessages = {};
  const refuse = (id: string, why: string) =>
    console.warn(
      `remotes.json: the remote "${remote.id}" may not define the text "${id}" (${why}); it is left out`,
    );
  for (const [locale, entries] of Object.entries(remote.messages ?? {})) {
    if (typeof entries !== 'object' || entries === null) continue;
    const before = owners.catalog(locale);
    const kept: Catalog = {};
    for (const [id, text] of Object.entries(entries)) {
      if (!own.has(id)) {
        refuse(id, 'not a text of its contract');
        continue;
      }
      const owner = owners.ownerOf(id);
      if (owner === undefined) kept[id] = text;
      else if (!(id in before) || !sameText(before[id], text))
        refuse(id, `${owner} defines it${id in before ? ` as ${JSON.stringify(before[id])}` : ''}`);
    }
    if (Object.keys(kept).length) admitted[locale] = kept;
  }
  return admitted;
}
