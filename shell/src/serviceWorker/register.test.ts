// When a page registers the service worker, and the one address the Trusted Types policy lets through.
import { registersServiceWorker } from './register';

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
});

it('a production page registers it; a development build and the post-logout landings never do', () => {
  expect(registersServiceWorker('/payments', true)).toBe(true);
  expect(registersServiceWorker('/payments', false)).toBe(false);
  expect(registersServiceWorker('/signout', true)).toBe(false);
  expect(registersServiceWorker('/signoutLms', true)).toBe(false);
});

it('registers /sw.js at the root scope through the portal#service-worker policy', async () => {
  const created: string[] = [];
  const register = jest.fn(async () => ({}));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => {
      created.push(name);
      return { createScriptURL: (url: string) => ({ toString: () => rules.createScriptURL(url) }) };
    },
  };
  const { registerServiceWorker } = await import('./register');
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  } finally {
    process.env.NODE_ENV = env;
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  }
  expect(created).toEqual(['portal#service-worker']);
  expect(register).toHaveBeenCalledTimes(1);
  const [url, options] = register.mock.calls[0] as unknown as [{ toString(): string }, RegistrationOptions];
  expect(String(url)).toBe('/sw.js');
  expect(options).toEqual({ scope: '/', updateViaCache: 'none' });
});
