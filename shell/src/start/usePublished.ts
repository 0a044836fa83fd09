// The check of a published provider's document and its use (a chunk of its own: ./publishedProvider.ts).
import { providerAssetUrl, usePublishedProvider, type Provider } from '@portal/config';
import { parsePublishedDocument } from '@portal/config/published';
import { provideThemes } from '@portal/ui';
import type { PublishedDocument } from '../head/publishedProvider';
import { showFrame } from './frame';

/** The document checked against the schema, then given to the settings' and themes' registries with its
 * version's folder (its pictures' addresses), and its look to the page's frame. */
export function usePublished({ slug, version, text }: PublishedDocument): Provider {
  const doc = parsePublishedDocument(text, slug);
  usePublishedProvider(doc, `/providers/${slug}/${version}/`);
  provideThemes({ [slug]: doc.theme });
  showFrame(document, doc, (file) => providerAssetUrl(slug, file));
  return doc;
}
