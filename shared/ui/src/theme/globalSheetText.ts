// The text of a provider's global style sheet (./globalSheet.ts), for the build (shared/ui/bin/globalSheets.ts)
// and the tests: exactly the rules Chakra's provider writes through Emotion, in the same order (the layers' order,
// then the system's global styles: the reset, the global CSS, the tokens).
import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { css } from '@emotion/react';

/** The rules Emotion writes for `styles` as a Global (an object or a string), concatenated. */
function globalRules(styles: unknown): string {
  const cache = createCache({ key: 'css' });
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => void rules.push(rule) } as unknown as typeof cache.sheet;
  // A browser's Emotion hands each rule to the sheet; Node's returns them as one text.
  const text: unknown = cache.insert('', css(styles as never), sheet, false);
  return typeof text === 'string' ? text : rules.join('');
}

/** The CSS of `system`'s global styles: the layers' order (unless the system has none), then its `_global`. */
export function globalSheetText(system: SystemContext): string {
  const layers = system._config.disableLayers ? '' : globalRules(system.layers.atRule);
  return layers + globalRules(system._global);
}
