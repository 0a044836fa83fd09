// The shape of providerValidator.generated.cjs (written by `pnpm provider:schema`): ajv's check of a provider's
// document, with ajv's errors after a failed call.
interface SchemaError {
  /** Where in the document, as a JSON Pointer (e.g. /theme/dark/solid); empty for the document itself. */
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

interface Validate {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

declare const validate: Validate;
export = validate;
