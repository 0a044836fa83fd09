import { act, renderHook } from '@testing-library/react';
import { COLOR_SCHEME_KEY, applyScheme, choiceOf, readChoice, schemeOf } from './colorScheme';
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

beforeEach(() => {
  window.localStorage.clear();
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

describe('the head script', () => {
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
});
