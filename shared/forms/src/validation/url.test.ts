import fc from 'fast-check';
import { checkPayload } from '@portal/api';
import { MAX_URL_LENGTH } from '@portal/config';
import { activateLocale, loadCatalog } from '@portal/i18n';
import { httpUrl } from './url';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

describe('httpUrl (web addresses, the social profile links)', () => {
  it.each([
    'https://www.linkedin.com/in/sam',
    'http://facebook.com/sam.lee',
    'HTTPS://twitter.com/samlee',
    ' https://example.com/a?b=c#d ',
  ])('accepts the http(s) address %j', (value) => {
    expect(httpUrl(value)).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    'mailto:sam@example.com',
    '//evil.example/x',
    'linkedin.com/in/sam',
    'https://',
    'https://exa mple.com',
  ])("refuses %j with 'Invalid URL'", (value) => {
    expect(httpUrl(value)).toBe('Invalid URL');
  });

  it('passes a blank value (compose with required() when required)', () => {
    for (const value of ['', '  ', null, undefined]) expect(httpUrl(value)).toBeUndefined();
  });

  it(`refuses an address longer than ${MAX_URL_LENGTH} characters and values that are not text`, () => {
    expect(httpUrl(`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`)).toBe('Invalid URL');
    for (const value of [42, {}, ['https://example.com'], new URL('https://example.com')])
      expect(httpUrl(value)).toBe('Invalid URL');
  });

  it('accepts only what the student schema accepts, so a valid form is never refused by the API', async () => {
    const profile = { firstName: 'Sam', lastName: 'Lee', mobilePhone: '021 123 4567' };
    const texts = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string(),
      fc.constantFrom('', ' ', '\t \n'),
      fc
        .tuple(fc.constantFrom('http://', 'HTTPS://', 'https:', 'javascript:', ' https://', ''), fc.string())
        .map(([scheme, rest]) => scheme + rest),
    );
    await fc.assert(
      fc.asyncProperty(texts, async (url) => {
        if (httpUrl(url) !== undefined) return;
        const { valid } = await checkPayload('student', { ...profile, linkedinURL: url });
        expect([url, valid]).toEqual([url, true]);
      }),
      { numRuns: 300 },
    );
  });
});
