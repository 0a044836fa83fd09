/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADING_WIDTHS, type RemoteContract } from '@portal/remote-contract';
/* eslint-disable @typescript-eslint/no-require-imports -- the build's own CommonJS modules */
const { COLUMN_REM, headingsOf } = require('./pageHeadings.cjs') as {
  COLUMN_REM: Record<string, number>;
  headingsOf: (declarations: readonly RemoteContract[]) => { path: string; text: string; width: string }[];
};
const { remoteApps } = require('./apps.cjs') as { remoteApps: () => { name: string; dir: string }[] };
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.resolve(__dirname, '../../..');

/** Every route of the remotes' contracts that declares a heading, with its remote's folder. */
const HEADED = remoteApps().flatMap(({ dir }) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each remote's contract, as its build reads it
  const contract = (require(path.join(ROOT, dir, 'src/contract.ts')) as { default: RemoteContract }).default;
  return contract.routes.flatMap((route) =>
    route.heading
      ? [{ path: route.path, text: route.heading.text.message!, width: route.heading.width, dir, route }]
      : [],
  );
});

describe("the page headings of the page's frame", () => {
  it('are declared by the pages whose heading is the same for every student', () => {
    expect(HEADED.map((heading) => heading.path).sort()).toEqual(
      [
        '/case/support/general',
        '/case/support/withdraw',
        '/library',
        '/policies',
        '/payments',
        '/grades',
        '/files',
        '/myEnrolments',
        '/lms',
        '/enrol/*',
      ].sort(),
    );
    expect(Object.keys(COLUMN_REM)).toEqual(HEADING_WIDTHS);
  });

  it.each(HEADED)(
    "$path: the page's h1 is $text, at the top of a $width column, as its remote's contract declares",
    ({ text, width, dir, route }) => {
      const source = readFileSync(path.join(ROOT, dir, 'src', `${route.page}.tsx`), 'utf8');
      // Every h1 the page writes: the column that holds it, then the heading, its text a fixed message.
      const h1 = new RegExp(
        `maxW="(\\w+)" mx="auto">\\s*<Heading as="h1" size=\\{\\{ base: '2xl', md: '3xl' \\}\\}>\\s*<Trans>([^<{]+)</Trans>`,
        'g',
      );
      const found = [...source.matchAll(h1)].map((m) => [m[1], m[2]!.trim()]);
      expect(found.length).toBeGreaterThan(0);
      expect(source.match(/<Heading as="h1"/g)).toHaveLength(found.length);
      for (const heading of found) expect(heading).toEqual([width, text]);
    },
  );

  it("reads each route's heading from declarations, the first declaration of a path winning", () => {
    const route = (p: string, message?: string) => ({
      role: 'r',
      path: p,
      access: 'all' as const,
      page: 'P',
      ...(message ? { heading: { text: { id: message, message }, width: '3xl' as const } } : {}),
    });
    const remote = (routes: RemoteContract['routes']): RemoteContract => ({
      id: 'x',
      title: { id: 't' },
      routes,
    });
    expect(
      headingsOf([remote([route('/a', 'A'), route('/b')]), remote([route('/a', 'Other'), route('/c', 'C')])]),
    ).toEqual([
      { path: '/a', text: 'A', width: '3xl' },
      { path: '/c', text: 'C', width: '3xl' },
    ]);
  });
});
