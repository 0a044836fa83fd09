import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATOR_FILE, providerSchemaText, providerValidatorSource } from './schemaOf';

const ROOT = join(__dirname, '..', '..', '..');

it('providers/provider.schema.json is the schema of the TypeScript type ProviderDocument (pnpm provider:schema writes it)', () => {
  expect(readFileSync(join(ROOT, 'providers', 'provider.schema.json'), 'utf8')).toBe(
    providerSchemaText(ROOT),
  );
}, 120_000);

it("the compiled check the shell runs on a published document is the schema's, and compiles no code at run time", () => {
  const source = readFileSync(join(ROOT, VALIDATOR_FILE), 'utf8');
  expect(source).toBe(
    providerValidatorSource(readFileSync(join(ROOT, 'providers', 'provider.schema.json'), 'utf8')),
  );
  expect(source).not.toMatch(/new Function|\beval\(|require\(/);
});
