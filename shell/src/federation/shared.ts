// What the shell shares with the remotes: the module of each federation singleton it has, as the remotes
// import it (their builds list the same names, see @portal/federation's SINGLETONS). The shell bundles these
// itself, as any app; the federation runtime (loaded with the first remote) hands them to the remotes, so
// there is one React, one router, one Chakra system (@portal/ui's core: its components are each app's own), one
// API client, one session context. Only pages with a form load the form library, here as for the shell's own
// pages.
import * as linguiCore from '@lingui/core';
import * as linguiReact from '@lingui/react';
import * as apiClient from '@portal/api-client';
import * as authSession from '@portal/auth/session';
import * as config from '@portal/config';
import * as i18n from '@portal/i18n';
import * as router from '@portal/router';
import * as uiCore from '@portal/ui/core';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as swr from 'swr';
import { ON_DEMAND } from './onDemandShared';

/** package -> the version the shell has (its build reads them from each package.json). */
declare const __SHARED_VERSIONS__: Record<string, string>;
export const SHARED_VERSIONS: Readonly<Record<string, string>> = __SHARED_VERSIONS__;

type Module = Record<string, unknown>;

/** The singletons every page may need, ready now. */
const READY: Record<string, Module> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  swr,
  '@lingui/core': linguiCore,
  '@lingui/react': linguiReact,
  '@portal/router': router,
  '@portal/ui/core': uiCore,
  '@portal/api-client': apiClient,
  '@portal/auth/session': authSession,
  '@portal/config': config,
  '@portal/i18n': i18n,
};

/** A subpath share ('react/jsx-runtime', '@portal/ui/core') has the version of its package. */
const versionOf = (name: string): string => {
  const version =
    SHARED_VERSIONS[name] ??
    SHARED_VERSIONS[
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/')
    ];
  if (!version) throw new Error(`No version for the shared package ${name}`);
  return version;
};

const shareConfig = (name: string) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });

/** The `shared` option of the federation runtime's init(). */
export function sharedModules() {
  return {
    ...Object.fromEntries(
      Object.entries(READY).map(([name, module]) => [
        name,
        { version: versionOf(name), lib: () => module, shareConfig: shareConfig(name) },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(ON_DEMAND).map(([name, load]) => [
        name,
        {
          version: versionOf(name),
          get: () => load().then((module) => () => module),
          shareConfig: shareConfig(name),
        },
      ]),
    ),
  };
}
