import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from './accounts';
import { PROVIDERS, PROVIDER_SLUGS } from './providers';

const seedOf = (slug: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'providers', slug, 'seed.json'), 'utf8')) as {
    backend: object;
    accounts: { givenName: string; familyName: string }[];
  };

it.each(PROVIDER_SLUGS)(
  "%s: its demo accounts and backend settings are its seed's, beside its document",
  (slug) => {
    const seed = seedOf(slug);
    const accounts = DEMO_ACCOUNTS.filter((account) => account.provider === slug);
    expect(accounts.map((a) => `${a.givenName} ${a.familyName}`).sort()).toEqual(
      seed.accounts.map((a) => `${a.givenName} ${a.familyName}`).sort(),
    );
    expect(PROVIDERS[slug]).toEqual(expect.objectContaining(seed.backend));
  },
);

it('keeps the accounts in the order the seed draws them (the first ones as before)', () => {
  expect(DEMO_ACCOUNTS.slice(0, 3).map((a) => a.email)).toEqual([
    'ava.ngata@up-online.demo',
    'liam.oconnor@up-online.demo',
    'jordan.reid@up-online.demo',
  ]);
  expect(DEMO_ACCOUNTS.slice(-2).map((a) => a.email)).toEqual([
    'grace.wilson@iahealth.demo',
    'zoe.taylor@up-online.demo',
  ]);
});
