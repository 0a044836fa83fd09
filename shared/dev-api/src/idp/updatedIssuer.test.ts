/** The user pool on Cognito's updated issuer form (USER_POOL_ISSUER=updated): its issuer is
 * http://issuer-cognito-idp.localhost:<port>/idp/cognito, and its service (ChangePassword) answers at the
 * service's host (cognito-idp.localhost, or localhost), never at the issuer's, as Cognito's. */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevApi, type DevApiProcess } from '../testing/devApiProcess';

jest.setTimeout(40000);

let dataDir: string;
let api: DevApiProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dev-api-updated-issuer-'));
  api = await startDevApi(dataDir, [], { USER_POOL_ISSUER: 'updated' });
});
afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A ChangePassword request to the server, for the host named (Node does not resolve *.localhost). */
const changePasswordAt = (host: string) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: api.port,
        path: '/',
        method: 'POST',
        headers: {
          Host: `${host}:${api.port}`,
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.ChangePassword',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ AccessToken: 'x', PreviousPassword: 'a', ProposedPassword: 'b' }));
  });

test('the issuer is on the issuer-cognito-idp host', async () => {
  const doc = (await (
    await fetch(`${api.baseUrl}/idp/cognito/.well-known/openid-configuration`)
  ).json()) as Record<string, string>;
  expect(doc.issuer).toBe(`http://issuer-cognito-idp.localhost:${api.port}/idp/cognito`);
});

test("ChangePassword answers at the service's host, not at the issuer's", async () => {
  // The service: a bad token is Cognito's NotAuthorizedException.
  expect(await changePasswordAt('cognito-idp.localhost')).toEqual({
    status: 400,
    body: { __type: 'NotAuthorizedException', message: 'Invalid Access Token' },
  });
  // The issuer's host has no such operation.
  expect((await changePasswordAt('issuer-cognito-idp.localhost')).status).toBe(404);
});
