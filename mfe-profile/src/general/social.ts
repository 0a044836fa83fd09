// Social profile links: stored as full URLs, shown without the host prefix, http(s) only.

export type SocialField = 'facebookURL' | 'linkedinURL' | 'twitterURL';

export interface SocialNetwork {
  field: SocialField;
  /** What a bare handle is put after. */
  base: string;
  /** The prefixes a stored link may start with, any of which is hidden when shown. */
  prefix: RegExp;
}

export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  {
    field: 'facebookURL',
    base: 'https://www.facebook.com/',
    prefix: /^(https?:\/\/)?(www\.|m\.)?facebook\.com\//i,
  },
  {
    field: 'linkedinURL',
    base: 'https://www.linkedin.com/in/',
    prefix: /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/in\//i,
  },
  { field: 'twitterURL', base: 'https://twitter.com/', prefix: /^(https?:\/\/)?(www\.)?(twitter|x)\.com\//i },
];

/** A scheme at the start of a text ("https:", "javascript:"). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The stored link as the form shows it: without its network's host prefix ("ava.ngata"); another link as
 * it is; nothing for none. */
export function socialFromServer(network: SocialNetwork, url: string | null | undefined): string {
  const text = (url ?? '').trim();
  return text.replace(network.prefix, '');
}

/** Whether the typed link may be kept: a handle, the network's address, or another http(s) address. */
export function isAllowedSocial(typed: string | null | undefined): boolean {
  const text = (typed ?? '').trim();
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return true;
  if (scheme !== 'http' && scheme !== 'https') return false;
  try {
    return Boolean(new URL(text).hostname);
  } catch {
    return false;
  }
}

/** The typed link as stored: a full URL (a handle goes after the network's address; its address written
 * without a scheme gets https://); null for none. Only for a link isAllowedSocial accepts. */
export function socialToServer(network: SocialNetwork, typed: string | null | undefined): string | null {
  const text = (typed ?? '').trim();
  if (!text) return null;
  if (SCHEME.test(text)) return text;
  if (network.prefix.test(text)) return `https://${text}`;
  return `${network.base}${text.replace(/^[@/]+/, '')}`;
}

/** The link when it is safe to point at (http or https), else undefined. */
export function safeLink(url: string | null | undefined): string | undefined {
  try {
    const parsed = new URL(url ?? '');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
