// Chakra parts that bring their own recipe. A recipe in the provider's Chakra system (theme/system.ts) is in
// main.js, on every page, for every visitor; a part only some pages use, once or a few times a page (a dialog, a
// table, a select), passes its recipe to Chakra itself instead, through the `recipe` prop every recipe part takes,
// so the recipe travels in the chunk that uses the part. (Chakra compiles such a recipe once per part shown: parts
// shown by the tens keep theirs in the system, ../theme/recipes.ts.) One module per part: a chunk that uses the
// menu does not carry the table's.
import { createElement, type ComponentType } from 'react';

type RecipePart = ComponentType<{ recipe?: object }>;

/** The part, rendered with `recipe` unless the caller names one. */
export function withRecipe<T>(Part: T, recipe: object, name: string): T {
  const WithRecipe = (props: object) => createElement(Part as RecipePart, { recipe, ...props });
  WithRecipe.displayName = name;
  return WithRecipe as T;
}

/** A Chakra namespace of a slot recipe (`Dialog.Root`, `Dialog.Content`, …): its root takes the recipe and
 * hands the slots' styles to the parts inside it. */
export function withSlotRecipe<T extends { Root: unknown }>(namespace: T, recipe: object, name: string): T {
  return { ...namespace, Root: withRecipe(namespace.Root, recipe, `${name}.Root`) };
}
