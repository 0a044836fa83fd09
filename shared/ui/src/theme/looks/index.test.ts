import { PROVIDER_SLUGS } from '@portal/config';
import { THEMES } from './all';

/** A fresh copy of the loader: Jest's set-up has given every look to the shared one. */
function freshLoader(): typeof import('./index') {
  let loader: typeof import('./index') | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof import('./index')>('./index');
  });
  return loader!;
}

describe('the looks, one per provider, each loaded on its own', () => {
  it('has no look before it is loaded, and says what to do', () => {
    const { lookOf } = freshLoader();
    expect(() => lookOf('soe')).toThrow(
      'The look of "soe" is not loaded: await loadLook("soe") before the render.',
    );
  });

  it.each(PROVIDER_SLUGS)('loads the look of %s, and only that one', async (slug) => {
    const { loadLook, lookOf } = freshLoader();
    const look = await loadLook(slug);
    expect(look).toEqual(THEMES[slug]);
    expect(lookOf(slug)).toBe(look);
    const other = PROVIDER_SLUGS.find((s) => s !== slug)!;
    expect(() => lookOf(other)).toThrow(`The look of "${other}" is not loaded`);
  });

  it('loads a look once however many ask', async () => {
    const { loadLook } = freshLoader();
    const first = loadLook('yoobee');
    expect(loadLook('yoobee')).toBe(first);
    await first;
  });
});
