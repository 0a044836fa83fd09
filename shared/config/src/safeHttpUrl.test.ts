import fc from 'fast-check';
import { MAX_URL_LENGTH } from './constants';
import { safeHttpUrl } from './safeHttpUrl';

describe('safeHttpUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/sam', 'https://www.linkedin.com/in/sam'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.COM/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['  https://twitter.com/sam  ', 'https://twitter.com/sam'],
    ['https://example.com:8443/x', 'https://example.com:8443/x'],
  ])('gives the normalised address of %j', (value, href) => {
    expect(safeHttpUrl(value)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript://example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:sam@example.com',
    'ftp://example.com',
    'file:///etc/passwd',
    '//evil.example',
    '/profile',
    'www.linkedin.com/in/sam',
    'http:example.com',
    'https:/example.com',
    'https:\\\\evil.example',
    'https://',
    'https:// example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://[::1',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    for (const value of [
      null,
      undefined,
      1,
      true,
      {},
      ['https://example.com'],
      new URL('https://example.com'),
    ])
      expect(safeHttpUrl(value)).toBeUndefined();
  });

  it(`refuses addresses longer than ${MAX_URL_LENGTH} characters`, () => {
    const base = 'https://example.com/';
    expect(safeHttpUrl(base + 'a'.repeat(MAX_URL_LENGTH - base.length))).toBeDefined();
    expect(safeHttpUrl(base + 'a'.repeat(MAX_URL_LENGTH - base.length + 1))).toBeUndefined();
  });

  it('only ever answers an http(s) address, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (value) => {
        const href = safeHttpUrl(value);
        return href === undefined || /^https?:\/\/[^/\s]/.test(href);
      }),
      { numRuns: 200 },
    );
  });
});
