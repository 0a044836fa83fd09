/** Black-box tests of JSON bodies nested too deep: every call that reads a JSON body answers 400 with a
 * message before any handler sees it (a body 300,000 levels deep used to crash the handler, 500), the server
 * stays up, and a body nested up to the limit is still read. */
import { MAX_JSON_DEPTH } from './limits';
import { setUpSignedIn } from './testing/devApiProcess';

jest.setTimeout(60000);

const server = setUpSignedIn();
const send = server.send;

/** `[[[ ... ]]]`, `levels` arrays deep. */
const arrays = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** `{"a":{"a": ... 1 ... }}`, `levels` objects deep. */
const objects = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const TOO_DEEP = { message: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels` };

/** Sends a body as it is (JSON text), with the account's token. */
const raw = async (method: string, path: string, body: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.api.baseUrl}/${path}`, {
    method,
    headers: {
      Source: 'portal',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${server.token}`,
      ...headers,
    },
    body,
  });
  return [res.status, await res.json()] as const;
};

test('a body nested deeper than the limit is refused with 400 on every JSON call; the server stays up', async () => {
  const [, application] = await send('POST', 'v2/studentApplication', {
    provider: 'ichm',
    studyDetails: { productCRMId: 'PRD-SIT50422' },
  });
  const calls: [string, string, Record<string, string>?][] = [
    ['POST', 'v2/studentApplication'],
    ['PATCH', `v2/secure/studentApplication/${application.id}`],
    ['POST', 'v1/bulkStudentApplication'],
    ['POST', 'v1/contact'],
    ['PUT', 'v1/contact'],
    ['POST', 'v1/lead'],
    ['POST', 'v1/secure/task'],
    ['POST', 'v1/identity'],
    ['PUT', 'v1/secure/adaccountpassword'],
    ['POST', 'v1/secure/case'],
    ['POST', 'v1/secure/emailsupportcase'],
    ['PATCH', 'v1/secure/student'],
    ['POST', `v1/secure/studentApplication/${application.id}/stripeSession`],
    ['POST', `v1/secure/studentApplication/${application.id}/zipCheckout`],
    ['POST', 'v1/secure/zip/charge', { opportunityId: String(application.opportunityId) }],
    ['POST', 'v1/secure/debitSuccess'],
    ['POST', 'v1/debitSuccess/notification/DS1/payment'],
    ['POST', 'v1/secure/createStripeIntentAndSubscription'],
    ['POST', 'v1/secure/createemployer'],
    ['POST', 'v1/secure/workplace'],
    ['POST', 'v1/secure/graduateDestination'],
  ];
  const answers: unknown[] = [];
  for (const body of [arrays(300_000), objects(100_000), arrays(MAX_JSON_DEPTH + 1)])
    for (const [method, path, headers] of calls)
      answers.push([method, path, ...(await raw(method, path, body, headers))]);
  expect(answers).toEqual(
    [0, 1, 2].flatMap(() => calls.map(([method, path]) => [method, path, 400, TOO_DEEP])),
  );
  expect((await send('GET', 'v1/metadata'))[0]).toBe(200);
});

test('a body nested up to the limit is read; strings and escapes do not count as nesting', async () => {
  const payload = `{"deep":${arrays(MAX_JSON_DEPTH - 1)},"text":"[[[{{{\\"[[[","n":1}`;
  const [status, answer] = await raw('POST', 'v1/debitSuccess/notification/DS1/payment', payload);
  expect(status).toBe(200);
  expect(answer).toMatchObject({ received: true });
});

test("the user pool's password change refuses a body nested too deep, as its own error", async () => {
  const res = await fetch(`${server.api.baseUrl}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.ChangePassword',
    },
    body: arrays(300_000),
  });
  expect([res.status, await res.json()]).toEqual([
    400,
    { __type: 'InvalidParameterException', message: TOO_DEEP.message },
  ]);
});
