import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS loader
const chakraPalettes = require('./chakraPalettes.cjs') as ((source: string) => string) & {
  CHAKRA_COLOUR_FILES: RegExp;
  PALETTES_FILE: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the list the loader and the system share
const { palettes, alphaScales } = require('../../../ui/src/theme/palettes.json') as Record<string, string[]>;

const theme = path.join(
  path.dirname(
    require.resolve('@chakra-ui/react/package.json', { paths: [path.join(__dirname, '../../../ui')] }),
  ),
  'dist/esm/theme',
);
const FILES = ['tokens/colors.js', 'semantic-tokens/colors.js'].map((file) => path.join(theme, file));

/** The colours a Chakra colour file defines (its one `define…colors({…})` call evaluated, the call an identity). */
function colours(source: string): Record<string, Record<string, unknown>> {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^"use strict";$/m, '')
    .replace(/define(Semantic)?Tokens\.colors\(/, '(')
    .replace(/^export .*$/gm, '');
  const name = /^const (\w+) = \(/m.exec(body)![1];
  return new Function(`${body}; return ${name};`)() as Record<string, Record<string, unknown>>;
}

const isPalette = (value: Record<string, unknown>) => '500' in value || 'solid' in value;

it.each(FILES)(
  'leaves out of %s exactly the palettes the system drops, and keeps the rest as it was',
  (file) => {
    expect(chakraPalettes.CHAKRA_COLOUR_FILES.test(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    const before = colours(source);
    const after = colours(chakraPalettes(source));
    const kept = [...palettes!, ...alphaScales!];
    const expected = Object.fromEntries(
      Object.entries(before).filter(([name, value]) => !isPalette(value) || kept.includes(name)),
    );
    expect(after).toEqual(expected);
    // Chakra's five palettes the portal does not use are the ones that go.
    expect(Object.keys(before).filter((name) => !(name in after))).toEqual(
      expect.arrayContaining(['yellow', 'teal', 'cyan', 'purple', 'pink']),
    );
    expect(Object.keys(before).length - Object.keys(after).length).toBe(5);
  },
);

it('tells webpack the list is a dependency of each colour file (a watching build takes a change to it)', () => {
  const addDependency = jest.fn();
  chakraPalettes.call({ addDependency } as never, readFileSync(FILES[0]!, 'utf8'));
  expect(addDependency).toHaveBeenCalledWith(chakraPalettes.PALETTES_FILE);
  expect(chakraPalettes.PALETTES_FILE).toBe(path.join(__dirname, '../../../ui/src/theme/palettes.json'));
});

it('applies to those two files only', () => {
  expect(chakraPalettes.CHAKRA_COLOUR_FILES.test(path.join(theme, 'tokens/sizes.js'))).toBe(false);
  expect(chakraPalettes.CHAKRA_COLOUR_FILES.test(path.join(theme, 'index.js'))).toBe(false);
});

it('fails loudly when a Chakra release changes the layout of its colours', () => {
  expect(() =>
    chakraPalettes('const colors = defineTokens.colors({ yellow: { 500: { value: "#ff0" } } });'),
  ).toThrow(/No palette left out/);
});
