import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import * as chakraParts from '../chakra';
import { OWN_RECIPE, PART_RECIPES, RECIPES, SLOT_RECIPES } from './recipes';
import { PALETTES, providerSystem } from './system';

const isComponent = (name: string) => /^[A-Z]/.test(name) || name === 'chakra';

it('names the recipes of every Chakra part @portal/ui re-exports (a part without its recipe renders unstyled)', () => {
  const exported = Object.keys(chakraParts)
    .filter(isComponent)
    .filter((name) => name !== 'PortalUiProvider');
  expect(exported.filter((name) => !(name in PART_RECIPES))).toEqual([]);
});

/** The key Chakra looks a part's recipe up by (`NativeSelect` → `nativeSelect`). */
const key = (part: string) => part[0]!.toLowerCase() + part.slice(1);

/** Chakra's own recipe for a part (`Dialog` → `dialogSlotRecipe`), if Chakra's theme has one. */
const chakraRecipeOf = (part: string): object | undefined => {
  const theme = chakraTheme as unknown as Record<string, object | undefined>;
  return theme[`${key(part)}Recipe`] ?? theme[`${key(part)}SlotRecipe`];
};

it('every part Chakra styles by a recipe either brings it or finds it in the system (an empty list is for layout parts)', () => {
  const exported = Object.keys(chakraParts).filter(isComponent);
  const styled = exported.filter((name) => chakraRecipeOf(name));
  expect(styled.length).toBeGreaterThan(10);
  expect(
    styled.filter(
      (name) =>
        !(OWN_RECIPE as readonly string[]).includes(name) &&
        !(key(name) in RECIPES || key(name) in SLOT_RECIPES),
    ),
  ).toEqual([]);
  // A part that brings its recipe and finds it in the system too carries it twice.
  expect(
    OWN_RECIPE.filter(
      (name) => !exported.includes(name) || key(name) in RECIPES || key(name) in SLOT_RECIPES,
    ),
  ).toEqual([]);
});

it("the provider's system has every recipe the parts need, and no other", () => {
  const system = providerSystem('yoobee');
  const needed = new Set(Object.values(PART_RECIPES).flat());
  for (const key of needed) {
    const known = key in RECIPES ? system.getRecipe(key) : system.getSlotRecipe(key);
    expect([key, Object.keys(known ?? {}).length > 0]).toEqual([key, true]);
  }
  expect(new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)])).toEqual(needed);
  expect(system.getSlotRecipe('carousel')).toBeUndefined();
});

describe('colour palettes', () => {
  // Every palette Chakra's default theme has; the system keeps PALETTES and brand (see system.ts).
  const CHAKRA = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
  const named = (text: string) =>
    [
      ...text.matchAll(/colorPalette["']?\s*[=:]\s*\{?["'`](\w+)["'`]/g),
      ...text.matchAll(new RegExp(`["'\`](${CHAKRA.join('|')})\\.(\\w+)["'\`]`, 'g')),
    ].map((m) => m[1]!);

  it('the system has every palette a recipe or a page names (one it lacks renders without colour)', () => {
    const root = path.resolve(__dirname, '../../../..');
    const sources = ['shell/src', ...['shared', '.'].flatMap((dir) => folders(root, dir))].flatMap((dir) =>
      files(path.join(root, dir)),
    );
    const used = new Set([
      ...named(JSON.stringify({ ...RECIPES, ...SLOT_RECIPES })),
      // The recipes the parts bring (../parts) name palettes too.
      ...named(JSON.stringify(OWN_RECIPE.map(chakraRecipeOf))),
      ...sources.flatMap((file) => named(readFileSync(file, 'utf8'))),
    ]);
    expect(used.size).toBeGreaterThan(3);
    const system = providerSystem('up-online');
    for (const palette of used) {
      expect([palette, system.token(`colors.${palette}.solid`, '') !== '']).toEqual([palette, true]);
    }
    expect(system.token('colors.teal.solid', '')).toBe('');
    expect([...used].filter((p) => p !== 'brand' && !PALETTES.includes(p))).toEqual([]);
  });
});

/** shared/<package>/src and mfe-<remote>/src folders, relative to the repository. */
function folders(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && (dir === 'shared' || e.name.startsWith('mfe-')))
    .map((e) => path.join(dir, e.name, 'src'))
    .filter((src) => existsSync(path.join(root, src)));
}

/** The .ts/.tsx files under a folder, tests left out. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}
