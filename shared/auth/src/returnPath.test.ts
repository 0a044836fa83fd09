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
  });
});

describe('isSigninCallback', () => {
  it('is a return from the IdP when code and state are in the query', () => {
    expect(isSigninCallback('?code=abc&state=xyz')).toBe(true);
    expect(isSigninCallback('?code=abc')).toBe(false);
    expect(isSigninCallback('')).toBe(false);
  });
});
