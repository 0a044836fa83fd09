import { PROVIDER_SLUGS, type ProviderSlug } from './types';
import { perProvider } from './perProvider';

/** Loaders that response each provider's slug, counting the calls; `failFirst` fails the first call of each. */
function loaders(failFirst = false) {
  const calls = new Map<ProviderSlug, number>();
  const table = Object.fromEntries(
    PROVIDER_SLUGS.map((slug) => [
      slug,
      () => {
        const n = (calls.get(slug) ?? 0) + 1;
        calls.set(slug, n);
        return failFirst && n === 1 ? Promise.reject(new Error('lost')) : Promise.resolve(`${slug}'s`);
      },
    ]),
  ) as Record<ProviderSlug, () => Promise<string>>;
  return { table, calls };
}
const notLoaded = (slug: ProviderSlug) => `${slug} is not loaded`;

describe('what each provider has in a chunk of its own, loaded once', () => {
  it('loads once however many ask, then reads without waiting', async () => {
    const { table, calls } = loaders();
    const each = perProvider(table, notLoaded);
    expect(() => each.get('soe')).toThrow('soe is not loaded');
    const first = each.load('soe');
    expect(each.load('soe')).toBe(first);
    await expect(first).resolves.toBe("soe's");
    expect(each.get('soe')).toBe("soe's");
    expect(calls.get('soe')).toBe(1);
    expect(() => each.get('nzma')).toThrow('nzma is not loaded');
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const { table, calls } = loaders(true);
    const each = perProvider(table, notLoaded);
    await expect(each.load('yoobee')).rejects.toThrow('lost');
    expect(() => each.get('yoobee')).toThrow('yoobee is not loaded');
    await expect(each.load('yoobee')).resolves.toBe("yoobee's");
    expect(calls.get('yoobee')).toBe(2);
  });

  it('takes what it is given, without loading', async () => {
    const { table, calls } = loaders();
    const each = perProvider(table, notLoaded);
    each.provide({ colab: 'given' });
    expect(each.get('colab')).toBe('given');
    await expect(each.load('colab')).resolves.toBe('given');
    expect(calls.size).toBe(0);
  });
});

describe('only the nine providers', () => {
  it('refuses a slug that is not one, even a name every object has', async () => {
    const { table, calls } = loaders();
    const each = perProvider(table, notLoaded);
    for (const slug of ['toString', 'constructor', '__proto__', 'nowhere'])
      await expect(each.load(slug as ProviderSlug)).rejects.toThrow(`There is no provider "${slug}"`);
    expect(calls.size).toBe(0);
  });

  it('keeps a value given while a load was failing', async () => {
    const { table } = loaders(true);
    const each = perProvider(table, notLoaded);
    const failing = each.load('nzst');
    each.provide({ nzst: 'given' });
    await expect(failing).rejects.toThrow('lost');
    await expect(each.load('nzst')).resolves.toBe('given');
  });
});
