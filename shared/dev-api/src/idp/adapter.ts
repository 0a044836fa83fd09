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

export const OIDC_FILE = 'oidc.json';

export class OidcStore {
  private readonly file: string;
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;

  constructor(dir: string) {
    this.file = join(dir, OIDC_FILE);
    if (existsSync(this.file)) {
      try {
        const saved = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, Entry>;
        for (const [key, entry] of Object.entries(saved)) this.entries.set(key, entry);
        this.prune();
      } catch {
        // A broken file only costs the sign-ins.
      }
    }
  }

  private prune(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries)
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, 150);
    this.timer.unref();
  }

  /** Writes the store now. */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.prune();
    writeFileAtomic.sync(this.file, JSON.stringify(Object.fromEntries(this.entries)));
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.schedule();
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.schedule();
  }

  /** Keys and live entries whose key starts with `prefix`. */
  *scan(prefix: string): Generator<[string, Entry]> {
    for (const key of [...this.entries.keys()]) {
      if (!key.startsWith(prefix)) continue;
      const entry = this.get(key);
      if (entry) yield [key, entry];
    }
  }

  /** An adapter factory for one issuer (`namespace`), as oidc-provider's `adapter` option wants.
   * `reusableRefreshTokens`: a refresh token replaced by a new one (rotation) is not marked used, so it stays
   * valid until it expires (Entra ID does not revoke it; oidc-provider would end the grant at its next use). */
  adapterFor(namespace: string, { reusableRefreshTokens = false } = {}): (model: string) => Adapter {
    return (model: string) =>
      new FileAdapter(this, namespace, model, reusableRefreshTokens && model === 'RefreshToken');
  }
}

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

class FileAdapter implements Adapter {
  constructor(
    private readonly store: OidcStore,
    private readonly namespace: string,
    private readonly model: string,
    private readonly neverConsumed = false,
  ) {}

  private key(id: string): string {
    return `${this.namespace}:${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.store.set(this.key(id), {
      payload: structuredClone(payload),
      ...(typeof expiresIn === 'number' ? { expiresAt: Date.now() + expiresIn * 1000 } : {}),
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = this.store.get(this.key(id));
    return entry ? structuredClone(entry.payload) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [, entry] of this.store.scan(`${this.namespace}:${this.model}:`)) {
      if (entry.payload.uid === uid) return structuredClone(entry.payload);
    }
    return undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    for (const [, entry] of this.store.scan(`${this.namespace}:${this.model}:`)) {
      if (entry.payload.userCode === userCode) return structuredClone(entry.payload);
    }
    return undefined;
  }

  async consume(id: string): Promise<void> {
    if (this.neverConsumed) return;
    const entry = this.store.get(this.key(id));
    if (entry)
      this.store.set(this.key(id), {
        ...entry,
        payload: { ...entry.payload, consumed: Math.floor(Date.now() / 1000) },
      });
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, entry] of this.store.scan(`${this.namespace}:`)) {
      const model = key.slice(this.namespace.length + 1, key.indexOf(':', this.namespace.length + 1));
      if (GRANTABLE.has(model) && entry.payload.grantId === grantId) this.store.delete(key);
    }
  }
}
