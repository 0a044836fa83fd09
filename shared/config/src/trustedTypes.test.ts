import { RefusedScriptUrlError, scriptUrlPolicy, setScriptSrc } from './trustedTypes';

const ALLOWED = 'https://cdn.example.edu/a.js';
const onlyAllowed = (url: string) => url === ALLOWED;

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

/** A fake of the browser's trustedTypes: records the policies made, wraps what they let through. */
function fakeTrustedTypes() {
  const created: string[] = [];
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy(name: string, rules: { createScriptURL: (url: string) => string }) {
      if (created.includes(name)) throw new TypeError(`Policy ${name} already exists`);
      created.push(name);
      return {
        createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url), toString: () => url }),
      };
    },
  };
  return created;
}

it('lets through only the addresses its rule allows, without Trusted Types in the browser', () => {
  const policy = scriptUrlPolicy('test#plain', onlyAllowed);
  expect(policy(ALLOWED)).toBe(ALLOWED);
  expect(() => policy('https://evil.io/a.js')).toThrow(RefusedScriptUrlError);
  expect(() => policy('javascript:alert(1)')).toThrow(
    'test#plain refused the script address javascript:alert(1)',
  );
});

it("creates the browser's named policy once, on first use, and refuses through it", () => {
  const created = fakeTrustedTypes();
  const policy = scriptUrlPolicy('test#browser', onlyAllowed);
  expect(created).toEqual([]);
  expect(policy(ALLOWED)).toEqual(expect.objectContaining({ trusted: ALLOWED }));
  expect(policy(ALLOWED)).toEqual(expect.objectContaining({ trusted: ALLOWED }));
  expect(() => policy('data:text/javascript,alert(1)')).toThrow(RefusedScriptUrlError);
  expect(created).toEqual(['test#browser']);
});

it("gives a script element the policy's address", () => {
  const script = document.createElement('script');
  setScriptSrc(script, scriptUrlPolicy('test#src', onlyAllowed)(ALLOWED));
  expect(script.src).toBe(ALLOWED);
});
