/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { GENERATED_FILE, validatorsSource } from '../../scripts/compileValidators';

it('the precompiled validators are those of the current schemas (else: pnpm --filter @portal/api validators)', () => {
  expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(validatorsSource());
});

it('the checks the portal ships compile no code at run time (its CSP has no unsafe-eval)', () => {
  const source = readFileSync(GENERATED_FILE, 'utf8');
  expect(source).not.toMatch(/new Function|\beval\(/);
  expect(source).not.toMatch(/require\("ajv"\)/);
});
