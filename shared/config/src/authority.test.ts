import { ENTRA_ACCOUNT_SECURITY_URL, authorityFor, isMemberOf, passwordChangeUrlOf } from './authority';
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
    membership: DEFAULT_CONFIG.auth.cognito.membership,
    signInOrigin: DEFAULT_CONFIG.auth.cognito.signInOrigin,
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

describe('membership: the claim the sign-in settings name holds the provider', () => {
  const cognito = authorityFor(config, getProvider('ichm'));
  const aad = authorityFor(config, getProvider('nzma'));
  it("a user pool's group list, an Entra ID app role list", () => {
    expect(isMemberOf({ 'cognito:groups': ['ichm'] }, cognito, getProvider('ichm'))).toBe(true);
    expect(isMemberOf({ 'cognito:groups': ['up-online'] }, cognito, getProvider('ichm'))).toBe(false);
    expect(isMemberOf({ roles: ['nzma', 'yoobee'] }, aad, getProvider('nzma'))).toBe(true);
    expect(isMemberOf({ roles: ['yoobee'] }, aad, getProvider('nzma'))).toBe(false);
  });
  it('no claim, another claim, or a value of another shape is no membership', () => {
    expect(isMemberOf({}, cognito, getProvider('ichm'))).toBe(false);
    expect(isMemberOf({ 'custom:provider': 'ichm' }, cognito, getProvider('ichm'))).toBe(false);
    expect(isMemberOf({ 'cognito:groups': { ichm: true } }, cognito, getProvider('ichm'))).toBe(false);
  });
  it("a provider's own claim and value (a single-valued attribute, a group's object id)", () => {
    const own = { membership: { claim: 'custom:provider' } };
    expect(isMemberOf({ 'custom:provider': 'ichm' }, own, getProvider('ichm'))).toBe(true);
    const group = { membership: { claim: 'groups', value: '9b2d6c4e-0000-4000-8000-00000000abcd' } };
    expect(isMemberOf({ groups: ['9b2d6c4e-0000-4000-8000-00000000abcd'] }, group, getProvider('nzma'))).toBe(
      true,
    );
    expect(isMemberOf({ groups: ['nzma'] }, group, getProvider('nzma'))).toBe(false);
  });
});

describe("where a directory's student changes their password", () => {
  it('the pwd_url claim, else the settings, else Microsoft account page; http(s) only', () => {
    const own = { passwordChangeUrl: 'https://passwords.nzma.example/change' };
    expect(
      passwordChangeUrlOf({ pwd_url: 'https://portal.microsoftonline.com/ChangePassword.aspx' }, own),
    ).toBe('https://portal.microsoftonline.com/ChangePassword.aspx');
    expect(passwordChangeUrlOf({}, own)).toBe('https://passwords.nzma.example/change');
    expect(passwordChangeUrlOf({ pwd_url: 'javascript:alert(1)' }, {})).toBe(ENTRA_ACCOUNT_SECURITY_URL);
    expect(ENTRA_ACCOUNT_SECURITY_URL).toBe('https://mysignins.microsoft.com/security-info');
  });
});
