import { authorityFor } from './authority';
import { DEFAULT_CONFIG } from './defaults';
import { getProvider } from './registry';
import type { PortalConfig } from './types';

const config: Pick<PortalConfig, 'auth' | 'providerAuth'> = {
  auth: DEFAULT_CONFIG.auth,
  providerAuth: {
    soe: {
      authority: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Soe',
      clientId: 'soe-client',
    },
    yoobee: { signOutStyle: 'cognito', scope: undefined },
  },
};

it("a provider without its own settings has its group's, with the group's default sign-out style", () => {
  expect(authorityFor(config, getProvider('up-online'))).toEqual({
    ...DEFAULT_CONFIG.auth.cognito,
    signOutStyle: 'cognito',
  });
  expect(authorityFor(config, getProvider('nzma'))).toEqual({
    ...DEFAULT_CONFIG.auth.aad,
    signOutStyle: 'oidc',
  });
});

it("a provider's own settings replace the group's one by one", () => {
  expect(authorityFor(config, getProvider('soe'))).toEqual({
    authority: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Soe',
    clientId: 'soe-client',
    scope: DEFAULT_CONFIG.auth.cognito.scope,
    signOutStyle: 'cognito',
  });
  // A value left undefined is not a value: the group's scope stays.
  expect(authorityFor(config, getProvider('yoobee'))).toEqual({
    ...DEFAULT_CONFIG.auth.aad,
    signOutStyle: 'cognito',
  });
});

it("a group's configured sign-out style is every one of its providers' default", () => {
  const styled = {
    auth: { ...DEFAULT_CONFIG.auth, aad: { ...DEFAULT_CONFIG.auth.aad, signOutStyle: 'cognito' as const } },
  };
  expect(authorityFor(styled, getProvider('nzma')).signOutStyle).toBe('cognito');
});

it("a provider's document may name its own sign-in settings: over its group's, under the deployment's", () => {
  const ownPool = {
    ...getProvider('colab'),
    signIn: {
      authority: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Colab',
      clientId: 'colab',
    },
  };
  expect(authorityFor({ auth: DEFAULT_CONFIG.auth }, ownPool)).toEqual({
    ...DEFAULT_CONFIG.auth.cognito,
    authority: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_Colab',
    clientId: 'colab',
    signOutStyle: 'cognito',
  });
  const deployment = { auth: DEFAULT_CONFIG.auth, providerAuth: { colab: { clientId: 'colab-deployed' } } };
  expect(authorityFor(deployment, ownPool).clientId).toBe('colab-deployed');
});
