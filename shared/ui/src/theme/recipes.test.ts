import * as chakraParts from '../chakra';
import { PART_RECIPES, RECIPES, SLOT_RECIPES } from './recipes';
import { providerSystem } from './system';

const isComponent = (name: string) => /^[A-Z]/.test(name) || name === 'chakra';

it('names the recipes of every Chakra part @portal/ui re-exports (a part without its recipe renders unstyled)', () => {
  const exported = Object.keys(chakraParts)
    .filter(isComponent)
    .filter((name) => name !== 'PortalUiProvider');
  expect(exported.filter((name) => !(name in PART_RECIPES))).toEqual([]);
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
