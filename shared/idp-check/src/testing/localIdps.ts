/** The local identity providers (shared/dev-api) in a child process of their own, as the e2e and dev servers
 * start them, on a fresh data folder that is removed when they stop. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevApi } from '@portal/dev-api';

export interface LocalIdps {
  baseUrl: string;
  stop: () => Promise<void>;
}

export async function startLocalIdps(): Promise<LocalIdps> {
  const data = mkdtempSync(join(tmpdir(), 'idp-check-dev-api-'));
  const api = await startDevApi(data);
  return {
    baseUrl: api.baseUrl,
    stop: async () => {
      await api.stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
