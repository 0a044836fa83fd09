// Writes providers/provider.schema.json, the JSON Schema of a provider's document, from its TypeScript type
// (ProviderDocument, shared/config/src/types.ts): the type is the one truth, the schema follows it. A test
// (shared/provider-release/src/schema.test.ts) fails when the written schema differs from the type's.
// `pnpm provider:schema` writes it, and its compiled check for the shell; `--check` only compares.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  VALIDATOR_FILE,
  providerSchemaText,
  providerValidatorSource,
} from '../shared/provider-release/src/schemaOf';

const ROOT = join(import.meta.dirname, '..');
const FILE = join(ROOT, 'providers', 'provider.schema.json');
const text = providerSchemaText(ROOT);
const validator = providerValidatorSource(text);
if (process.argv.includes('--check')) {
  if (readFileSync(FILE, 'utf8') !== text || readFileSync(join(ROOT, VALIDATOR_FILE), 'utf8') !== validator) {
    console.error(
      'providers/provider.schema.json is not the schema of ProviderDocument: run pnpm provider:schema',
    );
    process.exit(1);
  }
} else {
  writeFileSync(FILE, text);
  writeFileSync(join(ROOT, VALIDATOR_FILE), validator);
  console.log(`Wrote providers/provider.schema.json and ${VALIDATOR_FILE}`);
}
