// Writes providers/provider.schema.json, the JSON Schema of a provider's document, from its TypeScript type
// (ProviderDocument, shared/config/src/types.ts): the type is the one truth, the schema follows it. Beside it, the
// schema's check as plain JavaScript for the browser (the development-only provider preview). Tests
// (shared/release/src/providers/schema.test.ts) fail when either written file differs from what it should be.
// `pnpm provider:schema` writes them; `--check` only compares.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { providerSchemaText } from '../shared/release/src/providers/schemaOf';
import { PROVIDER_VALIDATOR_FILE, providerValidatorText } from '../shared/release/src/providers/validatorOf';

const ROOT = join(import.meta.dirname, '..');
const FILE = join(ROOT, 'providers', 'provider.schema.json');
const VALIDATOR = join(ROOT, PROVIDER_VALIDATOR_FILE);
const text = providerSchemaText(ROOT);
if (process.argv.includes('--check')) {
  if (readFileSync(FILE, 'utf8') !== text) {
    console.error(
      'providers/provider.schema.json is not the schema of ProviderDocument: run pnpm provider:schema',
    );
    process.exit(1);
  }
  if (readFileSync(VALIDATOR, 'utf8') !== providerValidatorText(ROOT)) {
    console.error(`${PROVIDER_VALIDATOR_FILE} is not the check of the schema: run pnpm provider:schema`);
    process.exit(1);
  }
} else {
  writeFileSync(FILE, text);
  console.log('Wrote providers/provider.schema.json');
  writeFileSync(VALIDATOR, providerValidatorText(ROOT));
  console.log(`Wrote ${PROVIDER_VALIDATOR_FILE}`);
}
