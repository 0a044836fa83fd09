// A provider published into the deployment is used only once its document passes the schema, and then is a
// provider like those of the build: its settings, its slug, and its pictures in its version's folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getProvider, isProviderSlug, loadProvider, providerAssetUrl, usePublishedProvider } from './index';
import { parsePublishedDocument } from './published';

const TEXT = readFileSync(join(__dirname, '../../../e2e/fixtures/waikato-tech/provider.json'), 'utf8');

it('takes a document that passes the schema, and refuses one that does not, or another provider’s', () => {
  expect(parsePublishedDocument(TEXT, 'waikato-tech').contact.phone).toBe('0800 924 528');
  expect(() => parsePublishedDocument('{', 'waikato-tech')).toThrow(/not JSON/);
  const wrong = JSON.parse(TEXT);
  wrong.theme.solid = 'red; background: url(https://evil.example)';
  expect(() => parsePublishedDocument(JSON.stringify(wrong), 'waikato-tech')).toThrow(
    /not valid: \/theme\/solid must match pattern/,
  );
  const extra = { ...JSON.parse(TEXT), script: 'x' };
  expect(() => parsePublishedDocument(JSON.stringify(extra), 'waikato-tech')).toThrow(
    /additional properties/,
  );
  expect(() => parsePublishedDocument(TEXT, 'soe')).toThrow(/the one of "waikato-tech"/);
});

it('a published provider, once used, is a provider with its pictures in its version folder', async () => {
  expect(isProviderSlug('waikato-tech')).toBe(false);
  await expect(loadProvider('waikato-tech')).rejects.toThrow(/no provider/);
  usePublishedProvider(parsePublishedDocument(TEXT, 'waikato-tech'), '/providers/waikato-tech/0123456789ab/');
  expect(isProviderSlug('waikato-tech')).toBe(true);
  expect(getProvider('waikato-tech').name).toBe('Waikato Institute of Technology');
  await expect(loadProvider('waikato-tech')).resolves.toMatchObject({ slug: 'waikato-tech' });
  expect(providerAssetUrl('waikato-tech', 'logo.svg')).toBe('/providers/waikato-tech/0123456789ab/logo.svg');
  expect(providerAssetUrl('soe', 'logo.svg')).toBe('/providers/soe/logo.svg');
});
