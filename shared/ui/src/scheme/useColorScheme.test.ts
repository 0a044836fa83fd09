import { act, renderHook } from '@testing-library/react';
import {
  COLOR_SCHEME_COOKIE,
  COLOR_SCHEME_KEY,
  applyScheme,
  choiceOf,
  readChoice,
  schemeOf,
} from './colorScheme';
import { useColorScheme } from './useColorScheme';

/** A device whose dark setting the test changes, as matchMedia reports it. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => media as unknown as MediaQueryList);
  return {
    set(value: boolean) {
      dark = value;
      for (const listener of [...listeners]) listener();
    },
    listening: () => listeners.size,
  };
}

const root = document.documentElement;
const inForce = () => ({ dark: root.classList.contains('dark'), colorScheme: root.style.colorScheme });

/** The choice's cookie as the page reads it (undefined: none). */
const cookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COLOR_SCHEME_COOKIE}=`))
    ?.slice(COLOR_SCHEME_COOKIE.length + 1);

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${COLOR_SCHEME_COOKIE}=; Path=/; Max-Age=0`;
  root.classList.remove('dark');
  root.style.colorScheme = '';
});

describe('colorScheme', () => {
  it('reads a missing or unknown choice as system', () => {
    expect(choiceOf(null)).toBe('system');
    expect(choiceOf('purple')).toBe('system');
    expect(choiceOf('dark')).toBe('dark');
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    expect(readChoice()).toBe('light');
  });

  it('follows the device for system, and the choice otherwise', () => {
    fakeDevice(true);
    expect(schemeOf('system')).toBe('dark');
    expect(schemeOf('light')).toBe('light');
    fakeDevice(false);
    expect(schemeOf('system')).toBe('light');
    expect(schemeOf('dark')).toBe('dark');
  });

  it('puts a scheme in force with the class and color-scheme on <html>', () => {
    applyScheme('dark');
    expect(inForce()).toEqual({ dark: true, colorScheme: 'dark' });
    applyScheme('light');
    expect(inForce()).toEqual({ dark: false, colorScheme: 'light' });
  });
});

describe('useColorScheme', () => {
  it('starts from the device when nothing is stored', () => {
    fakeDevice(true);
    const { result, unmount } = renderHook(() => useColorScheme());
    expect(result.current).toMatchObject({ choice: 'system', scheme: 'dark' });
    expect(inForce()).toEqual({ dark: true, colorScheme: 'dark' });
    unmount();
  });

  it('stores a choice and puts it in force at once', () => {
    fakeDevice(true);
    const { result, unmount } = renderHook(() => useColorScheme());
    act(() => result.current.setChoice('light'));
    expect(result.current).toMatchObject({ choice: 'light', scheme: 'light' });
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
    expect(inForce()).toEqual({ dark: false, colorScheme: 'light' });
    act(() => result.current.setChoice('system'));
    expect(result.current).toMatchObject({ choice: 'system', scheme: 'dark' });
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('system');
    unmount();
  });

  it("follows a device change live while the choice is 'system', and not after a choice", () => {
    const device = fakeDevice(false);
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'system');
    const { result, unmount } = renderHook(() => useColorScheme());
    expect(result.current.scheme).toBe('light');
    act(() => device.set(true));
    expect(result.current.scheme).toBe('dark');
    expect(inForce().dark).toBe(true);
    act(() => result.current.setChoice('light'));
    act(() => device.set(false));
    act(() => device.set(true));
    expect(result.current).toMatchObject({ choice: 'light', scheme: 'light' });
    expect(inForce().dark).toBe(false);
    unmount();
    expect(device.listening()).toBe(0);
  });

  it('follows a choice made in another tab', () => {
    fakeDevice(false);
    const { result, unmount } = renderHook(() => useColorScheme());
    act(() => {
      window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_KEY, newValue: 'dark' }));
    });
    expect(result.current).toMatchObject({ choice: 'dark', scheme: 'dark' });
    expect(inForce()).toEqual({ dark: true, colorScheme: 'dark' });
    unmount();
  });

  it("follows another tab's choice before that tab's cookie reaches this one", () => {
    fakeDevice(false);
    document.cookie = `${COLOR_SCHEME_COOKIE}=light; Path=/`;
    const { result, unmount } = renderHook(() => useColorScheme());
    expect(result.current.scheme).toBe('light');
    // The other tab's storage write has arrived; its cookie write has not.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_KEY, newValue: 'dark' }));
    });
    expect(result.current).toMatchObject({ choice: 'dark', scheme: 'dark' });
    expect(inForce()).toEqual({ dark: true, colorScheme: 'dark' });
    // Device chosen there: this device's setting, light.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_KEY, newValue: 'system' }));
    });
    expect(result.current).toMatchObject({ choice: 'system', scheme: 'light' });
    unmount();
  });

  it('keeps a choice for the page when storage is unavailable', () => {
    fakeDevice(false);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const { result, unmount } = renderHook(() => useColorScheme());
    act(() => result.current.setChoice('dark'));
    expect(result.current.scheme).toBe('dark');
    setItem.mockRestore();
    unmount();
  });
});

describe('the choice outlives the sign-out', () => {
  it("is kept in a cookie too, for every page and 400 days, which the landing's Clear-Site-Data leaves", () => {
    fakeDevice(false);
    const written: string[] = [];
    const { set } = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value) {
      written.push(value);
      set!.call(this, value);
    });
    const { result, unmount } = renderHook(() => useColorScheme());
    act(() => result.current.setChoice('dark'));
    jest.restoreAllMocks();
    expect(written[0]).toMatch(/^portal\.colorScheme=dark; Path=\/; Max-Age=34560000; SameSite=Lax$/);
    expect(cookie()).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    unmount();

    window.localStorage.clear(); // Clear-Site-Data: "storage"
    expect(readChoice()).toBe('dark');
  });

  it("reads the cookie first, and local storage's choice where there is no cookie", () => {
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    expect(readChoice()).toBe('light');
    document.cookie = `${COLOR_SCHEME_COOKIE}=dark; Path=/`;
    expect(readChoice()).toBe('dark');
    document.cookie = `${COLOR_SCHEME_COOKIE}=system; Path=/`;
    expect(readChoice()).toBe('system');
    document.cookie = `${COLOR_SCHEME_COOKIE}=purple; Path=/`;
    expect(readChoice()).toBe('light');
  });

  it('Device chosen after Dark is kept in the cookie too', () => {
    fakeDevice(false);
    const { result, unmount } = renderHook(() => useColorScheme());
    act(() => result.current.setChoice('dark'));
    act(() => result.current.setChoice('system'));
    window.localStorage.clear();
    expect(cookie()).toBe('system');
    expect(readChoice()).toBe('system');
    unmount();
  });
});

describe('the head script', () => {
  it("puts the cookie's choice in force after the storage was cleared", async () => {
    fakeDevice(false);
    document.cookie = `${COLOR_SCHEME_COOKIE}=dark; Path=/`;
    await jest.isolateModulesAsync(async () => {
      await import('./head');
    });
    expect(inForce()).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('gives a choice kept only in local storage (from before the cookie) its cookie', async () => {
    fakeDevice(false);
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    await jest.isolateModulesAsync(async () => {
      await import('./head');
    });
    expect(cookie()).toBe('dark');
    window.localStorage.clear();
    expect(readChoice()).toBe('dark');
  });

  it('puts the scheme in force on load and follows the device and other tabs', async () => {
    const device = fakeDevice(true);
    await jest.isolateModulesAsync(async () => {
      await import('./head');
    });
    expect(inForce()).toEqual({ dark: true, colorScheme: 'dark' });
    device.set(false);
    expect(inForce()).toEqual({ dark: false, colorScheme: 'light' });
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_KEY, newValue: 'dark' }));
    expect(inForce().dark).toBe(true);
  });

  it("follows another tab's choice before that tab's cookie reaches this one", async () => {
    fakeDevice(true);
    document.cookie = `${COLOR_SCHEME_COOKIE}=dark; Path=/`;
    await jest.isolateModulesAsync(async () => {
      await import('./head');
    });
    expect(inForce().dark).toBe(true);
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_KEY, newValue: 'light' }));
    expect(inForce()).toEqual({ dark: false, colorScheme: 'light' });
  });
});
