import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROVIDERS } from '../providers/all';
import { PROVIDER_SLUGS } from '../types';

const FOLDER = join(__dirname, '..', '..', '..', '..', 'providers');

it('every provider is a document: the registry lists the folders of providers/, and reads each one', () => {
  const folders = readdirSync(FOLDER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  expect([...PROVIDER_SLUGS]).toEqual(folders);
  for (const slug of folders) {
    expect(PROVIDERS[slug]?.slug).toBe(slug);
    expect(PROVIDERS[slug]?.theme.dark.canvas).toMatch(/^#[0-9a-f]{6}$/);
  }
});
