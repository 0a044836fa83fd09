/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS table
const { PAGE_HEADINGS } = require('./pageHeadings.cjs') as {
  PAGE_HEADINGS: { path: string; text: string; width: string; page: string }[];
};

const ROOT = path.resolve(__dirname, '../../..');

describe("the page headings of the page's frame", () => {
  it.each(PAGE_HEADINGS)(
    "$path: the page's h1 is $text, at the top of a $width column, and its remote declares the path",
    ({ path: route, text, width, page }) => {
      const source = readFileSync(path.join(ROOT, page), 'utf8');
      // Every h1 the page writes: the column that holds it, then the heading, its text a fixed message.
      const h1 = new RegExp(
        `maxW="(\\w+)" mx="auto">\\s*<Heading as="h1" size=\\{\\{ base: '2xl', md: '3xl' \\}\\}>\\s*<Trans>([^<{]+)</Trans>`,
        'g',
      );
      const found = [...source.matchAll(h1)].map((m) => [m[1], m[2]!.trim()]);
      expect(found.length).toBeGreaterThan(0);
      expect(source.match(/<Heading as="h1"/g)).toHaveLength(found.length);
      for (const heading of found) expect(heading).toEqual([width, text]);
      const contract = readFileSync(path.join(ROOT, path.dirname(page), 'contract.ts'), 'utf8');
      expect(contract).toContain(`path: '${route}'`);
    },
  );
});
