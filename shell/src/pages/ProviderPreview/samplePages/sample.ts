// What every sample page takes: the draft and its logos; the draft's money and dates as its country writes them.
import type { ProviderDocument } from '@portal/config';

export type SamplePage = 'home' | 'table' | 'form' | 'wizard' | 'dialog';

/** The draft's logos as addresses (the built-in provider's files, or the designer's own as blob: addresses). */
export interface DraftLogos {
  light?: string;
  dark?: string;
}

export interface SampleProps {
  document: ProviderDocument;
  logos: DraftLogos;
}

export const money = (document: ProviderDocument, amount: number) =>
  new Intl.NumberFormat(document.country === 'AU' ? 'en-AU' : 'en-NZ', {
    style: 'currency',
    currency: document.country === 'AU' ? 'AUD' : 'NZD',
  }).format(amount);

export const day = (document: ProviderDocument, iso: string) =>
  new Intl.DateTimeFormat(document.country === 'AU' ? 'en-AU' : 'en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: document.timezone,
  }).format(new Date(iso));
