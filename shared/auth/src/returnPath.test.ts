import fc from 'fast-check';
import { isSigninCallback, safeReturnPath } from './returnPath';

const origin = 'http://yoobee.localhost:3000';

describe('safeReturnPath', () => {
  it.each(['/payments', '/case/support/general', '/payments?page=2', '/files#recent'])(
    'accepts %s',
    (path) => {
      expect(safeReturnPath(path, origin)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'payments',
    '',
    '/\u0000evil',
    '/\tevil',
    undefined,
    42,
  ])('refuses %p', (path) => {
    expect(safeReturnPath(path, origin)).toBeUndefined();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/a/../payments', origin)).toBe('/payments');
    expect(safeReturnPath('/./payments/%2e/', origin)).toBe('/payments/');
    expect(safeReturnPath('/../../files', origin)).toBe('/files');
  });

  // Dot segments that normalise into a protocol-relative address: the browser would read the result
  // ("//evil.com") as another host, so the helper refuses them after normalising.
  it.each([
    '/.//evil.com',
    '/%2e//evil.com',
    '/%2E//evil.com',
    '/..//evil.com',
    '/%2e%2e//evil.com',
    '/.%2e//evil.com',
    '/a/..//evil.com',
    '/a/b/../..//evil.com',
    '/././/evil.com/x?y#z',
    '/.//\\evil.com',
    '/%2e/%2e//evil.com',
  ])('refuses the dot-segment payload %p', (path) => {
    expect(safeReturnPath(path, origin)).toBeUndefined();
  });

  it('never returns a path that leaves the origin, whatever the segments', () => {
    const segment = fc.constantFrom(
      '',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2e%2e',
      '.%2e',
      'a',
      'evil.com',
      '%2f',
      '%5c',
      '@',
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 7 }), fc.boolean(), (segments, query) => {
        const candidate = `/${segments.join('/')}${query ? '?next=//evil.com' : ''}`;
        const result = safeReturnPath(candidate, origin);
        if (result === undefined) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        // Read as an address on another page, it is still a path of that page's origin.
        expect(new URL(result, 'http://other.example').host).toBe('other.example');
        expect(new URL(result, origin).origin).toBe(origin);
        // Normalised: the helper's answer is its own answer.
        expect(safeReturnPath(result, origin)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isSigninCallback', () => {
  it('is a return from the IdP when code (or its error response) and state are in the query', () => {
    expect(isSigninCallback('?code=abc&state=xyz')).toBe(true);
    expect(isSigninCallback('?error=access_denied&state=xyz')).toBe(true);
    expect(isSigninCallback('?code=abc')).toBe(false);
    expect(isSigninCallback('?error=access_denied')).toBe(false);
    expect(isSigninCallback('')).toBe(false);
  });
});
