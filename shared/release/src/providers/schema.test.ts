import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { providerSchemaText } from './schemaOf';
import { PROVIDER_VALIDATOR_FILE, providerValidatorText } from './validatorOf';

const ROOT = join(__dirname, '..', '..', '..', '..');

it('providers/provider.schema.json is the schema of the TypeScript type ProviderDocument (pnpm provider:schema writes it)', () => {
  expect(readFileSync(join(ROOT, 'providers', 'provider.schema.json'), 'utf8')).toBe(
    providerSchemaText(ROOT),
  );
}, 120_000);

it('the provider preview checks a draft with the schema as precompiled code (pnpm provider:schema writes it)', () => {
  const written = readFileSync(join(ROOT, PROVIDER_VALIDATOR_FILE), 'utf8');
  expect(written).toBe(providerValidatorText(ROOT));
  // The page's CSP has no 'unsafe-eval', and the check needs nothing of ajv at run time.
  expect(written).not.toMatch(/new Function|\beval\(|require\(/);
});
