import { assess, type AssessSettings } from './assess';
import { observe } from './observe';
import { COGNITO, cognitoTenant } from './testing/recordedTenant';

const SOE = 'https://soe.portal.example';

const settings: AssessSettings = {
  group: 'cognito',
  provider: 'soe',
  authority: COGNITO.original,
  clientId: COGNITO.clientId,
  scope: 'openid email profile aws.cognito.signin.user.admin',
  signOutStyle: 'cognito',
  signInOrigin: COGNITO.domain,
  origins: [SOE],
  connectSrc: [COGNITO.original, COGNITO.domain],
  formAction: [COGNITO.domain],
};

test('an authority that is not an address, with a discovery document read: its problem, and no check throws', async () => {
  const seen = await observe(
    { ...settings, timeoutMs: 2_000 },
    cognitoTenant({ callbackUrls: [`${SOE}/`], signOutUrls: [`${SOE}/signout`] }),
  );
  expect(seen.discovery.status).toBe(200);
  const { findings } = assess(
    { ...settings, authority: 'cognito-idp.ap-southeast-2.amazonaws.com/pool' },
    seen,
  );
  expect(findings.filter((f) => f.level === 'problem').map((f) => 'id' in f && f.id)).toContain(
    'issuer-form',
  );
});
