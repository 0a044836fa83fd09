/** Black-box tests of the user pool's ChangePassword (idp/userPoolService.ts): Cognito's request and errors,
 * the change kept across sign-ins, the directory's tokens refused; and a student whose profile saves fail. */
import { DEMO_PASSWORD } from '@portal/mock-api';
import { apiSend, corsPreflight, setUpSignedIn, signIn } from './testing/devApiProcess';

jest.setTimeout(40000);

const EMAIL = 'mere.tipene@nzst.demo';
const ORIGIN = 'http://nzst.localhost:3000';
const server = setUpSignedIn(EMAIL);

const changePassword = (
  body: Record<string, unknown>,
  target = 'AWSCognitoIdentityProviderService.ChangePassword',
) =>
  fetch(`${server.api.baseUrl}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': target, Origin: ORIGIN },
    body: JSON.stringify(body),
  });
const answer = async (response: Promise<Response>) => {
  const res = await response;
  return [res.status, await res.json()] as const;
};
const signInWith = (password: string) =>
  signIn({ baseUrl: server.api.baseUrl, group: 'cognito', email: EMAIL, password, origin: ORIGIN });

test('a preflight from the portal may send the JSON service headers', async () => {
  const res = await corsPreflight(server.api.baseUrl, '', {
    origin: ORIGIN,
    method: 'POST',
    requestHeaders: 'content-type,x-amz-target',
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Amz-Target/);
});

test("a wrong previous password is Cognito's NotAuthorizedException, and nothing changes", async () => {
  const [status, body] = await answer(
    changePassword({
      AccessToken: server.token,
      PreviousPassword: 'not-the-one',
      ProposedPassword: 'Next-pass-1',
    }),
  );
  expect([status, body]).toEqual([
    400,
    { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
  ]);
  await expect(signInWith(DEMO_PASSWORD)).resolves.toBeDefined();
});

test('a short password breaks the policy; a bad token or an unknown operation is refused', async () => {
  expect(
    await answer(
      changePassword({
        AccessToken: server.token,
        PreviousPassword: DEMO_PASSWORD,
        ProposedPassword: 'short',
      }),
    ),
  ).toEqual([
    400,
    {
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    },
  ]);
  expect(
    await answer(
      changePassword({
        AccessToken: 'nope',
        PreviousPassword: DEMO_PASSWORD,
        ProposedPassword: 'Next-pass-1',
      }),
    ),
  ).toEqual([400, { __type: 'NotAuthorizedException', message: 'Invalid Access Token' }]);
  const [status, body] = await answer(changePassword({}, 'AWSCognitoIdentityProviderService.DeleteUser'));
  expect([status, body.__type]).toEqual([400, 'UnknownOperationException']);
});

test("Cognito's default policy: upper and lower case, a digit and a symbol, each named when missing", async () => {
  const tryPassword = (ProposedPassword: string) =>
    answer(changePassword({ AccessToken: server.token, PreviousPassword: DEMO_PASSWORD, ProposedPassword }));
  const refused = (rule: string) => [
    400,
    { __type: 'InvalidPasswordException', message: `Password did not conform with policy: ${rule}` },
  ];
  expect(await tryPassword('NEXT-PASS-1')).toEqual(refused('Password must have lowercase characters'));
  expect(await tryPassword('next-pass-1')).toEqual(refused('Password must have uppercase characters'));
  expect(await tryPassword('Next-pass-one')).toEqual(refused('Password must have numeric characters'));
  expect(await tryPassword('Nextpass1')).toEqual(refused('Password must have symbol characters'));
  // Nothing changed.
  await expect(signInWith(DEMO_PASSWORD)).resolves.toBeDefined();
});

test("the directory's access tokens are not the user pool's", async () => {
  const { tokens } = await signIn({
    baseUrl: server.api.baseUrl,
    group: 'aad',
    email: 'hemi.walker@yoobee.demo',
    password: DEMO_PASSWORD,
    origin: 'http://yoobee.localhost:3000',
  });
  const [status, body] = await answer(
    changePassword({
      AccessToken: tokens.access_token,
      PreviousPassword: DEMO_PASSWORD,
      ProposedPassword: 'Next-pass-1',
    }),
  );
  expect([status, body.__type]).toEqual([400, 'NotAuthorizedException']);
});

test('changes the password: the new one signs in, and the old one no longer does', async () => {
  const res = await changePassword({
    AccessToken: server.token,
    PreviousPassword: DEMO_PASSWORD,
    ProposedPassword: 'Next-pass-1',
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/x-amz-json-1.1');
  expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  await expect(res.json()).resolves.toEqual({});
  await expect(signInWith(DEMO_PASSWORD)).rejects.toThrow(/login: 401/);
  await expect(signInWith('Next-pass-1')).resolves.toBeDefined();
});

test('a student whose profile saves fail gets a 503 and keeps the profile it had', async () => {
  const { tokens } = await signIn({
    baseUrl: server.api.baseUrl,
    group: 'cognito',
    email: 'finn.kelly@colab.demo',
    password: DEMO_PASSWORD,
    origin: 'http://colab.localhost:3000',
  });
  const res = await apiSend(server.api.baseUrl, 'PATCH', 'v1/secure/student', {
    token: tokens.access_token,
    body: { firstName: 'Finnegan', lastName: 'Kelly', mobilePhone: '+64 21 123 4567' },
  });
  expect([res.status, await res.json()]).toEqual([503, { message: 'Profile service unavailable' }]);
  const student = await fetch(`${server.api.baseUrl}/v1/secure/student`, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  }).then((r) => r.json());
  expect(student.firstName).toBe('Finn');
});
