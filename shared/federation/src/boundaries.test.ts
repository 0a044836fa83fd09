/** @jest-environment node */
// The architecture's boundaries are lint rules (eslint.config.mjs); this proves they fire.
import path from 'node:path';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';

const ROOT = path.resolve(__dirname, '../../..');

/** ESLint with the repository's config, loaded once in a worker thread (./boundariesLinter.mjs) and asked
 * synchronously: the test's thread waits on a shared flag the worker sets once it has answered. */
const signal = new Int32Array(new SharedArrayBuffer(4));
const { port1: answers, port2 } = new MessageChannel();
const linter = new Worker(path.join(__dirname, 'boundariesLinter.mjs'), {
  workerData: { root: ROOT, port: port2, signal },
  transferList: [port2],
});
afterAll(() => linter.terminate());

/** The no-restricted-imports messages ESLint gives `code` as the file `filePath`. */
function lint(filePath: string, code: string): string[] {
  Atomics.store(signal, 0, 0);
  linter.postMessage({ filePath, code });
  if (Atomics.wait(signal, 0, 0, 60_000) === 'timed-out')
    throw new Error(`ESLint gave no answer for ${filePath}`);
  const { messages, error } = receiveMessageOnPort(answers)!.message as {
    messages?: { ruleId: string | null; message: string }[];
    error?: string;
  };
  if (error) throw new Error(error);
  return messages!.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

jest.setTimeout(60_000);

it('keeps Chakra and Emotion inside @portal/ui', () => {
  expect(
    lint('mfe-payments/src/x.tsx', "import { Box } from '@chakra-ui/react';\nexport const X = Box;\n"),
  ).toEqual([expect.stringContaining('Chakra and Emotion belong to @portal/ui')]);
  expect(
    lint('shell/src/x.tsx', "import { css } from '@emotion/react';\nexport const X = css;\n"),
  ).toHaveLength(1);
  expect(
    lint('shared/ui/src/x.tsx', "import { Box } from '@chakra-ui/react';\nexport const X = Box;\n"),
  ).toEqual([]);
});

it('forbids a remote importing another remote or the shell', () => {
  expect(
    lint('mfe-payments/src/x.ts', "import { X } from '@portal/mfe-profile';\nexport const Y = X;\n"),
  ).toEqual([expect.stringContaining('A remote never imports another remote')]);
  expect(
    lint('mfe-payments/src/x.ts', "import { X } from '../../shell/src/App';\nexport const Y = X;\n"),
  ).toHaveLength(1);
});

it('forbids deep imports into another package', () => {
  expect(
    lint('mfe-payments/src/x.ts', "import { X } from '@portal/ui/src/chakra';\nexport const Y = X;\n"),
  ).toEqual([expect.stringContaining('public index')]);
});

it('keeps @portal/testing out of pages: tests and the dev harness only', () => {
  const code = "import { renderPage } from '@portal/testing';\nexport const X = renderPage;\n";
  expect(lint('mfe-payments/src/PaymentsPage.tsx', code)).toEqual([
    expect.stringContaining('The remote kit (@portal/testing) is for tests and the dev harness'),
  ]);
  expect(lint('shell/src/App.tsx', code)).toHaveLength(1);
  expect(lint('mfe-payments/src/PaymentsPage.test.tsx', code)).toEqual([]);
  expect(lint('mfe-payments/src/bootstrap.tsx', code)).toEqual([]);
  // The kit's fake API alone (tests that render nothing): the one file of the kit a test may import by name.
  const fakes =
    "import { setUpFakeServer } from '@portal/testing/fakeApi';\nexport const X = setUpFakeServer;\n";
  expect(lint('shared/api/src/client.test.ts', fakes)).toEqual([]);
  expect(lint('shared/api/src/client.ts', fakes)).toEqual([
    expect.stringContaining('The remote kit (@portal/testing) is for tests and the dev harness'),
  ]);
});

it('lets only the @portal/router facade import react-router', () => {
  const code = "import { Link } from 'react-router-dom';\nexport const X = Link;\n";
  expect(lint('mfe-payments/src/x.tsx', code)).toEqual([
    expect.stringContaining('Import routing from "@portal/router"'),
  ]);
  expect(
    lint('shell/src/x.tsx', "import { Outlet } from 'react-router';\nexport const X = Outlet;\n"),
  ).toHaveLength(1);
  expect(lint('shared/router/src/x.ts', code)).toEqual([]);
  // The kit's one file that gives tests MemoryRouter; the kit's other files go through the facade.
  const memory = "export { MemoryRouter } from 'react-router-dom';\n";
  expect(lint('shared/testing/src/memoryRouter.ts', memory)).toEqual([]);
  expect(lint('shared/testing/src/renderPage.tsx', memory)).toHaveLength(1);
});

it("lets only tools and tests read every provider's settings at once (a page loads its provider's)", () => {
  const all = "import { PROVIDERS } from '@portal/config/providers';\nexport const X = PROVIDERS;\n";
  for (const page of [
    'shell/src/bootstrap.tsx',
    'shell/src/App.tsx',
    'shared/ui/src/x.ts',
    'mfe-profile/src/x.tsx',
  ])
    expect(lint(page, all)).toEqual([
      expect.stringContaining("Every provider's settings or themes at once are for the tools"),
    ]);
  for (const tool of [
    'shared/mock-api/src/x.ts',
    'shared/dev-api/src/x.ts',
    'e2e/support/x.ts',
    'shell/src/x.test.ts',
    'shared/api/src/x.test.ts',
  ])
    expect(lint(tool, all)).toEqual([]);
  // Only that one way in: any other file of @portal/config stays behind its index.
  expect(
    lint('shared/mock-api/src/x.ts', "export { soe } from '@portal/config/src/providers/soe';\n"),
  ).toHaveLength(1);
  // The files behind it, by a relative path: the same rule (the settings' map and the themes' map).
  const relative = [
    "import { PROVIDERS } from '../../../shared/config/src/providers/all';",
    "import { THEMES } from './providerThemes/all';",
    "import { THEMES as T } from '../theme/providerThemes/all.ts';",
    'export const X = [PROVIDERS, THEMES, T];',
    '',
  ].join('\n');
  const refused = expect.stringContaining("Every provider's settings or themes at once are for the tools");
  expect(lint('shell/src/x.tsx', relative)).toEqual([refused, refused, refused]);
  expect(lint('shared/ui/src/theme/x.ts', relative)).toEqual([refused, refused, refused]);
  // From within the folder (the themes' loader, which every page runs).
  const inside = "import { THEMES } from './all';\nexport const X = THEMES;\n";
  expect(lint('shared/ui/src/theme/providerThemes/index.ts', inside)).toEqual([refused]);
  expect(lint('shared/config/src/providers/x.ts', inside)).toEqual([refused]);
  expect(lint('shared/ui/src/theme/x.test.ts', relative)).toEqual([]);
  expect(lint('jest/setup.ts', relative)).toEqual([]);
  // One provider's theme, through the loader, stays allowed.
  expect(
    lint(
      'shared/ui/src/theme/system.ts',
      "import { themeOf } from './providerThemes';\nexport const X = themeOf;\n",
    ),
  ).toEqual([]);
});

it('gives a one-file area its allowance alone: no test or harness rule widens it', () => {
  const kit = "import { renderPage } from '@portal/testing';\nexport const X = renderPage;\n";
  expect(lint('shell/src/federation/shared.ts', kit)).toEqual([
    expect.stringContaining('The remote kit (@portal/testing) is for tests'),
  ]);
  const all = "import { PROVIDERS } from '@portal/config/providers';\nexport const X = PROVIDERS;\n";
  expect(lint('shell/src/federation/shared.ts', all)).toHaveLength(1);
  expect(lint('jest/setup.ts', kit)).toHaveLength(1);
});

it('keeps the client core behind @portal/api, and the wire contract inside the API packages', () => {
  const core = "import { getApi } from '@portal/api-client';\nexport const X = getApi;\n";
  expect(lint('mfe-payments/src/x.ts', core)).toEqual([expect.stringContaining('from "@portal/api"')]);
  expect(lint('shared/api/src/x.ts', core)).toEqual([]);
  const wire = "import { CALLS } from '@portal/api-contract';\nexport const X = CALLS;\n";
  expect(lint('shell/src/x.ts', wire)).toHaveLength(1);
  expect(lint('shared/dev-api/src/x.ts', wire)).toEqual([]);
  expect(
    lint(
      'shared/ui/src/x.test.tsx',
      "import { renderPage } from '@portal/testing';\nexport const X = renderPage;\n",
    ),
  ).toEqual([]);
});

it('keeps the Node packages (the builds, the serving rules) out of pages: tools and e2e only', () => {
  const build = "import { shellApp } from '@portal/federation';\nexport const X = shellApp;\n";
  expect(lint('shell/src/x.ts', build)).toEqual([
    expect.stringContaining(
      'The builds (@portal/federation) and the serving rules (@portal/deployment) run in Node',
    ),
  ]);
  const serving = "import { portalConf } from '@portal/deployment';\nexport const X = portalConf;\n";
  expect(lint('mfe-payments/src/x.ts', serving)).toHaveLength(1);
  expect(lint('shared/ui/src/x.test.tsx', serving)).toHaveLength(1);
  expect(lint('scripts/x.ts', serving)).toEqual([]);
  expect(lint('e2e/support/x.ts', build)).toEqual([]);
});

it('lets a page read the session through @portal/api alone, and sign in only in the shell and what starts a page', () => {
  const context = "import { useSession } from '@portal/auth/session';\nexport const X = useSession;\n";
  expect(lint('mfe-payments/src/x.tsx', context)).toEqual([
    expect.stringContaining('Read the session from "@portal/api"'),
  ]);
  expect(lint('shell/src/x.tsx', context)).toHaveLength(1);
  expect(lint('shared/api/src/x.ts', context)).toEqual([]);
  expect(lint('shell/src/federation/shared.ts', context)).toEqual([]);
  const signIn = "import { createSignIn } from '@portal/auth';\nexport const X = createSignIn;\n";
  expect(lint('mfe-profile/src/x.tsx', signIn)).toEqual([
    expect.stringContaining('The sign-in (@portal/auth) is for the shell'),
  ]);
  expect(lint('shared/api/src/x.ts', signIn)).toHaveLength(1);
  for (const starter of ['shell/src/x.ts', 'shared/start/src/x.ts', 'shared/testing/src/x.ts'])
    expect(lint(starter, signIn)).toEqual([]);
  // The API client's test settings: in the API packages' tests only.
  const settings = "import { testClient } from '@portal/api-client/testing';\nexport const X = testClient;\n";
  expect(lint('shared/api/src/x.test.ts', settings)).toEqual([]);
  expect(lint('shared/api/src/x.ts', settings)).toHaveLength(1);
  expect(lint('mfe-payments/src/x.test.ts', settings)).toHaveLength(1);
});
