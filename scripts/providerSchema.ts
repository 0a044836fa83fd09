// Writes providers/provider.schema.json, the JSON Schema of a provider's document, from its TypeScript type
// (ProviderDocument, shared/config/src/types.ts): the type is the one truth, the schema follows it. A test
// (shared/release/src/providers/schema.test.ts) fails when the written schema differs from the type's.
// `pnpm provider:schema` writes it; `--check` only compares.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { providerSchemaText } from '../shared/release/src/providers/schemaOf';

const ROOT = join(import.meta.dirname, '..');
const FILE = join(ROOT, 'providers', 'provider.schema.json');
const text = providerSchemaText(ROOT);
if (process.argv.includes('--check')) {
  if (readFileSync(FILE, 'utf8') !== text) {
    console.error(
      'providers/provider.schema.json is not the schema of ProviderDocument: run pnpm provider:schema',
    );
    process.exit(1);
  }
} else {
  writeFileSync(FILE, text);
  console.log('Wrote providers/provider.schema.json');
}
