import { CLIENT_CONFIG_KEY } from './constants';
import { DEFAULT_CONFIG } from './defaults';
import { clearOverrides, diffConfig, mergeConfig, readOverrides, saveOverrides } from './overrides';

describe('configuration overrides', () => {
  beforeEach(() => localStorage.clear());

  it('stores only the difference from the defaults, under the client configuration key', () => {
    const edited = mergeConfig(DEFAULT_CONFIG, { pageSize: 3, auth: { aad: { clientId: 'other' } } });
    saveOverrides(DEFAULT_CONFIG, edited);
    expect(JSON.parse(localStorage.getItem(CLIENT_CONFIG_KEY)!)).toEqual({
      pageSize: 3,
      auth: { aad: { clientId: 'other' } },
    });
    expect(mergeConfig(DEFAULT_CONFIG, readOverrides())).toEqual(edited);
  });

  it('stores nothing when the configuration equals the defaults, and Reset clears', () => {
    saveOverrides(DEFAULT_CONFIG, JSON.parse(JSON.stringify(DEFAULT_CONFIG)));
    expect(localStorage.getItem(CLIENT_CONFIG_KEY)).toBeNull();
    localStorage.setItem(CLIENT_CONFIG_KEY, '{"pageSize":4}');
    clearOverrides();
    expect(readOverrides()).toBeUndefined();
  });

  it('ignores unreadable overrides', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(CLIENT_CONFIG_KEY, '{not json');
    expect(readOverrides()).toBeUndefined();
  });

  it('diffs arrays as a whole and leaves equal values out', () => {
    expect(diffConfig({ a: [1, 2], b: 1 }, { a: [1, 3], b: 1 })).toEqual({ a: [1, 3] });
    expect(diffConfig({ a: 1 }, { a: 1 })).toBeUndefined();
  });
});
