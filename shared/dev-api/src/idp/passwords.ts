/** The demo accounts' passwords as the two sign-in services check them: the shared demo password until an
 * account changes its own (the user pool's ChangePassword, ./userPoolService.ts); a changed password is
 * kept in the data folder (the `accountPasswords` records: a salted scrypt hash, never the password), so it
 * survives a restart and `reset` restores the demo password. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { addRecord, updateRecord, type DemoAccount, type Store, type StoredRecord } from '@portal/mock-api';

export interface PasswordBook {
  verify(account: DemoAccount, password: string): boolean;
  change(account: DemoAccount, password: string): void;
}

const hash = (password: string, salt: string): Buffer => scryptSync(password, salt, 32);

export function passwordBook(store: Store): PasswordBook {
  const recordOf = (account: DemoAccount): StoredRecord | undefined =>
    store.list('accountPasswords').find((r) => r.accountId === account.id);
  return {
    verify(account, password) {
      const record = recordOf(account);
      if (!record) return password === account.password;
      const expected = Buffer.from(String(record.hash), 'base64');
      const given = hash(password, String(record.salt));
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    change(account, password) {
      const salt = randomBytes(16).toString('base64');
      const fields = { accountId: account.id, salt, hash: hash(password, salt).toString('base64') };
      const record = recordOf(account);
      if (record) updateRecord(store, 'accountPasswords', record, fields);
      else addRecord(store, 'accountPasswords', fields);
    },
  };
}
