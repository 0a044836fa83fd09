// Where a draft's parts come from besides pasted text: a built-in provider's document (within a deadline), and the
// designer's logo files.
import { useEffect, useState } from 'react';
import { loadProvider, providerAssetUrl } from '@portal/config';
import type { DraftLogos } from './samplePages';

/** A built-in document comes from its chunk: past this, the page says it did not come. */
export const LOAD_DEADLINE_MS = 10_000;
/** The largest logo the check takes (`pnpm provider:check`'s limit). */
const MAX_LOGO_BYTES = 32 * 1024;

/** The built-in document of `slug`, its text as the file holds it, and its logos' addresses. */
export async function builtIn(slug: string): Promise<{ text: string; logos: DraftLogos }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('late')), LOAD_DEADLINE_MS);
  });
  try {
    const document = await Promise.race([loadProvider(slug), late]);
    return {
      text: `${JSON.stringify(document, null, 2)}\n`,
      logos: {
        light: providerAssetUrl(slug, document.logos.light),
        dark: document.logos.dark ? providerAssetUrl(slug, document.logos.dark) : undefined,
      },
    };
  } finally {
    clearTimeout(timer);
  }
}

/** A designer's SVG file as an address the page's images may show (blob:, allowed by the CSP's img-src); the
 * file is never read into the page's markup. */
export function useLogoFile() {
  const [url, setUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => () => void (url?.startsWith('blob:') && URL.revokeObjectURL(url)), [url]);
  const choose = (file: File | undefined, tooBig: string, notSvg: string) => {
    setProblem(undefined);
    if (!file) return setUrl(undefined);
    if (file.type !== 'image/svg+xml' && !file.name.toLowerCase().endsWith('.svg')) return setProblem(notSvg);
    if (file.size > MAX_LOGO_BYTES) return setProblem(tooBig);
    setUrl(URL.createObjectURL(new Blob([file], { type: 'image/svg+xml' })));
  };
  return { url, problem, choose, reset: () => setUrl(undefined) };
}
