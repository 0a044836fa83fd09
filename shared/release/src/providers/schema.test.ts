import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { providerSchemaText } from './schemaOf';

const ROOT = join(__dirname, '..', '..', '..', '..');

it('providers/provider.schema.json is the schema of the TypeScript type ProviderDocument (pnpm provider:schema writes it)', () => {
  expect(readFileSync(join(ROOT, 'providers', 'provider.schema.json'), 'utf8')).toBe(
    providerSchemaText(ROOT),
  );
}, 120_000);
