/** Every path of the API's call table answers (2xx) on a fresh server, in one table: the
 * detailed behaviour of each area is in its own test file. */
import { DEMO_SESSION_ID, SAMPLE_FILES } from '@portal/mock-api';
import { apiSend, startSignedIn, type SignedInDevApi } from './testing/devApiProcess';
import type { StoredRecord } from '@portal/mock-api';

jest.setTimeout(30000);

let server: SignedInDevApi;
beforeAll(async () => {
  server = await startSignedIn();
});
afterAll(() => server?.close());

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const res = await apiSend(server.api.baseUrl, method, path, { token: server.token, body, headers });
  return {
    status: res.status,
    body: (res.headers.get('content-type')?.includes('json') ? await res.json() : undefined) as StoredRecord,
  };
}

test('every call of the contract answers', async () => {
  const person = { firstName: 'Ana', lastName: 'Lee', email: 'ana.lee@example.com' };
  const { body: application } = await call('POST', 'v2/studentApplication', {
    provider: 'ichm',
    personalDetails: { firstName: 'Ana', lastName: 'Lee' },
    studyDetails: { productCRMId: 'PRD-BBIHM' },
  });
  const { body: contact } = await call('POST', 'v1/contact', person);
  const { body: student } = await call('GET', 'v1/secure/student');
  const upid = String(student.studentUPId);
  const { body: files } = await call('GET', `v1/secure/student/${upid}/file`);
  const { body: payments } = await call('GET', `v1/secure/payment?studentupid=${upid}`);
  const invoiceId = (payments as unknown as { invoices: { InvoiceID: string }[] }).invoices[0]?.InvoiceID;
  const fileId = (files as unknown as { id: string }[])[0]?.id;
  const upload = new FormData();
  upload.append('opportunityid', 'OPP-1');
  upload.append('file', new Blob([SAMPLE_FILES.pdf]), 'a.pdf');
  const theCase = { caseTitle: 'Help', caseType: 'Support', provider: 'ichm', studentUpId: upid };
  const app = application.id;
  // The Zip charge charges an approved Zip checkout of the caller's own application: one approved on its page.
  const { body: zipApplication } = await call('POST', 'v2/studentApplication', {
    provider: 'ichm',
    studyDetails: { productCRMId: 'PRD-BBIHM' },
  });
  const { body: zip } = await call(
    'POST',
    `v1/secure/studentApplication/${zipApplication.id}/zipCheckout`,
    {},
  );
  await fetch(String(zip.url), { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
  // An order is placed once the fees are settled: an application paid by bank transfer.
  const { body: settled } = await call('POST', 'v2/studentApplication', {
    provider: 'ichm',
    studyDetails: { productCRMId: 'PRD-BBIHM' },
    paymentDetails: { paymentProvider: 'Bank Account' },
  });

  const calls: [string, string, unknown?, Record<string, string>?][] = [
    ['GET', 'v1/activity'],
    ['GET', `v2/secure/studentApplication/${app}`],
    ['GET', `v2/secure/studentApplication?studentupid=${upid}`],
    ['GET', `v1/contact/${contact.id}`],
    ['GET', 'v1/country'],
    ['GET', 'v2/course?courseid=PRD-BBIHM'],
    ['GET', 'v2/product?provider=ichm'],
    ['GET', 'v1/employers?top=50&q=health'],
    ['GET', 'v1/ethnicity'],
    ['GET', `v1/session/passcode/${DEMO_SESSION_ID}/246810`],
    ['GET', 'v1/job/industryCategory'],
    ['GET', 'v1/intake'],
    ['GET', 'v1/iwi'],
    ['GET', 'v1/metadata'],
    ['GET', 'v1/location'],
    ['GET', 'v1/feesAssistanceStatus'],
    ['GET', 'v1/qualification'],
    ['GET', 'v1/relationship'],
    ['GET', 'v1/school'],
    ['GET', 'v1/sponsor'],
    ['GET', `v1/secure/enrolment?studentupid=${upid}`],
    ['GET', 'v1/feesFree/123456789/eligibility'],
    ['GET', 'v1/secure/graduateDestination/graduates?provider=ichm'],
    ['GET', `v1/secure/payment?studentupid=${upid}`],
    ['GET', `v2/secure/application/${app}/pricing?provider=ichm`],
    ['GET', 'v2/product/PRD-BBIHM/pricing?provider=ichm'],
    ['GET', `v2/secure/invoice/${invoiceId}/pricing`],
    ['GET', `v1/session/${DEMO_SESSION_ID}`],
    ['GET', `v1/secure/student?studentupid=${upid}`],
    ['GET', `v1/secure/student/${upid}/file`],
    ['GET', `v1/secure/student/${upid}/file?fileid=${fileId}`],
    ['GET', `v1/secure/student/image?studentupid=${upid}`],
    ['GET', 'job/vacancy?businessUnit=Ichm'],
    ['GET', 'v1/workplaceEducators'],
    ['GET', 'v1/workplace?accountType=Employer'],
    ['GET', 'util/phone/0211234567/NZ'],
    ['GET', 'dev/address/autocomplete?input=queen&country=NZ&bounds=166.4,-47.3,178.6,-34.4'],
    ['GET', 'dev/address/place/nz-27-jervois-road-herne-bay'],
    ['POST', 'v2/studentApplication', { provider: 'ichm' }],
    ['POST', 'v1/debitSuccess/notification/DS1/payment', {}],
    ['POST', 'v1/secure/case', theCase],
    ['POST', 'v1/secure/emailsupportcase', theCase],
    ['POST', 'v1/contact', person],
    ['POST', 'v1/secure/task', { subject: 'Call back' }],
    ['POST', 'v1/identity', { username: 'ana.lee', email: person.email }],
    ['POST', 'v1/session/passcode/ichm/ana.lee@example.com'],
    ['POST', 'v1/lead', { ...person, provider: 'ichm' }],
    ['POST', `v2/secure/studentApplication/${settled.id}/order`],
    ['POST', 'v1/secure/debitSuccess', { frequency: 'Weekly' }],
    ['POST', 'v1/secure/createemployer', { name: 'Kauri Kai Limited' }],
    ['POST', `v1/secure/studentApplication/${app}/stripeSession`, {}],
    ['POST', `v1/student/${upid}/stripeSession`, {}],
    ['POST', 'v1/secure/graduateDestination', { destination: 'Further study' }],
    ['POST', 'v1/bulkStudentApplication', [{ provider: 'ichm' }]],
    ['POST', 'v1/secure/workplace', { name: 'Kauri Kai Limited' }],
    ['POST', `v1/secure/studentApplication/${app}/zipCheckout`, {}],
    ['POST', 'v1/secure/zip/charge', {}, { opportunityId: String(zipApplication.opportunityId) }],
    ['POST', 'v1/secure/createStripeIntentAndSubscription', {}],
    ['POST', 'v1/files', upload],
    [
      'PATCH',
      `v2/secure/studentApplication/${app}`,
      { personalDetails: { firstName: 'Ana', lastName: 'Lea' } },
    ],
    ['PATCH', 'v1/secure/student', { firstName: 'Mei', lastName: 'Chen', mobilePhone: '0412 345 678' }],
    ['PUT', 'v1/contact', { ...person, contactId: contact.id }],
    ['PUT', 'v1/secure/student/image', SAMPLE_FILES.jpeg],
    ['PUT', 'v1/secure/adaccountpassword', { password: 'A-good-password', username: 'mei.chen' }],
  ];
  const failed: string[] = [];
  for (const [method, path, body, headers] of calls) {
    const { status } = await call(method, path, body, headers);
    if (status < 200 || status > 299) failed.push(`${method} ${path}: ${status}`);
  }
  expect(failed).toEqual([]);
});
