// The shape of validateProvider.generated.cjs (written by `pnpm provider:schema`): the schema's check of a
// provider's document.
import type { ProviderDocument } from '../types';

interface ValidateProvider {
  (data: unknown): data is ProviderDocument;
  errors?:
    { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
}

declare const validate: ValidateProvider & { default: ValidateProvider };
export = validate;
