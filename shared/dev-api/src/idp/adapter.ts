/** A small file-backed adapter for oidc-provider: sessions, grants, codes and tokens live in memory
 * and are written (debounced) to `oidc.json` in the data folder, so a restart of dev-api does not
 * sign everybody out. Development only: one process, whole-file writes. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import writeFileAtomic from 'write-file-atomic';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent for entries that do not expire. */
  expiresAt?: number;
}

/** What a grant's revocation ends (the issuers have no device flow and no CIBA). */
const GRANTABLE = ['AccessToken', 'AuthorizationCode', 'RefreshToken'];

export class OidcStore {
  private readonly file: string;
  private entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;

  constructor(dir: string) {
    this.file = join(dir, 'oidc.json');
    try {
      if (existsSync(this.file))
        this.entries = new Map(Object.entries(JSON.parse(readFileSync(this.file, 'utf8'))));
    } catch {
      // A broken file only costs the sign-ins.
    }
  }

  /** The live entries (expired ones are dropped). */
  private live(): Map<string, Entry> {
    for (const [key, entry] of this.entries)
      if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) this.entries.delete(key);
    return this.entries;
  }

  private changed(): void {
    this.timer ??= setTimeout(() => this.flush(), 150).unref();
  }

  /** Writes the store now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    writeFileAtomic.sync(this.file, JSON.stringify(Object.fromEntries(this.live())));
  }

  /** An adapter factory for one issuer (`namespace`), as oidc-provider's `adapter` option wants.
   * `reusableRefreshTokens`: a refresh token replaced by a new one (rotation) is not marked used, so it stays
   * valid until it expires (Entra ID does not revoke it; oidc-provider would end the grant at its next use). */
  adapterFor(namespace: string, { reusableRefreshTokens = false } = {}): (model: string) => Adapter {
    return (model) => {
      const neverConsumed = reusableRefreshTokens && model === 'RefreshToken';
      const key = (id: string) => `${namespace}:${model}:${id}`;
      const find = (test: (payload: AdapterPayload, key: string) => boolean) => {
        for (const [k, entry] of this.live())
          if (k.startsWith(key('')) && test(entry.payload, k)) return structuredClone(entry.payload);
        return undefined;
      };
      return {
        upsert: async (id, payload, expiresIn) => {
          const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : undefined;
          this.entries.set(key(id), {
            payload: structuredClone(payload),
            ...(expiresAt ? { expiresAt } : {}),
          });
          this.changed();
        },
        find: async (id) => find((_, k) => k === key(id)),
        findByUid: async (uid) => find((payload) => payload.uid === uid),
        findByUserCode: async (userCode) => find((payload) => payload.userCode === userCode),
        consume: async (id) => {
          if (neverConsumed) return;
          const entry = this.live().get(key(id));
          if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
          this.changed();
        },
        destroy: async (id) => {
          if (this.entries.delete(key(id))) this.changed();
        },
        revokeByGrantId: async (grantId) => {
          for (const [k, entry] of this.live()) {
            const [space, kind] = k.split(':');
            if (space === namespace && GRANTABLE.includes(kind!) && entry.payload.grantId === grantId)
              this.entries.delete(k);
          }
          this.changed();
        },
      };
    };
  }
}
