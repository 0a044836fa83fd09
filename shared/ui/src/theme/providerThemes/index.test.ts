import { PROVIDER_SLUGS } from '@portal/config';
import { THEMES } from './all';

/** A fresh copy of the loader: Jest's set-up has given every theme to the shared one. */
function freshLoader(): typeof import('./index') {
  let loader: typeof import('./index') | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof import('./index')>('./index');
  });
  return loader!;
}

describe('the themes, one per provider, each loaded on its own', () => {
  it('has no theme before it is loaded, and says what to do', () => {
    const { themeOf } = freshLoader();
    expect(() => themeOf('soe')).toThrow(
      'The theme of "soe" is not loaded: await loadTheme("soe") before the render.',
    );
  });

  it.each(PROVIDER_SLUGS)('loads the theme of %s, and only that one', async (slug) => {
    const { loadTheme, themeOf } = freshLoader();
    const theme = await loadTheme(slug);
    expect(theme).toEqual(THEMES[slug]);
    expect(themeOf(slug)).toBe(theme);
    const other = PROVIDER_SLUGS.find((s) => s !== slug)!;
    expect(() => themeOf(other)).toThrow(`The theme of "${other}" is not loaded`);
  });

  it('loads a theme once however many ask', async () => {
    const { loadTheme } = freshLoader();
    const first = loadTheme('yoobee');
    expect(loadTheme('yoobee')).toBe(first);
    await first;
  });
});
