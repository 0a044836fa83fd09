// The JSON Schema of a provider's document, generated from its TypeScript type (ProviderDocument of
// @portal/config) by ts-json-schema-generator: no property the type does not name, every documented field
// described, the patterns of its string types (`@pattern`) kept.
import { join } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

/** The schema's text, as providers/provider.schema.json holds it. */
export function providerSchemaText(root: string): string {
  const generator = createGenerator({
    path: join(root, 'shared', 'config', 'src', 'types.ts'),
    tsconfig: join(root, 'tsconfig.json'),
    type: 'ProviderDocument',
    skipTypeCheck: true,
    additionalProperties: false,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    sortProps: true,
  });
  const schema = generator.createSchema('ProviderDocument');
  const ordered = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'provider.schema.json',
    ...schema,
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
