import { HTTP_URL_PATTERN, MAX_URL_LENGTH } from './constants';

const HTTP_URL = new RegExp(HTTP_URL_PATTERN, 'u');

/**
 * `value` as the target of a link made from data (a student's social profile, a link from the API):
 * an absolute http or https address, normalised by the URL parser; undefined for anything else
 * (javascript:, data:, mailto:, relative or protocol-relative paths, blanks, text longer than
 * MAX_URL_LENGTH, non-strings), so a page renders plain text instead of a link. Spaces around the
 * address are ignored. The same shape (HTTP_URL_PATTERN) is what the student schema accepts.
 */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || !HTTP_URL.test(value)) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
