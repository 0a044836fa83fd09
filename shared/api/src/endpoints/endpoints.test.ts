/** @jest-environment node */
// Every endpoint of the API's call table against the fake server of @portal/testing (msw/node): method,
// path and query, the bearer token on secure paths only (and on the calls the contract marks `auth`), the body
// and its Content-Type.
import { CALLS, CALL_NAMES, isSecurePath } from '@portal/api-contract';
import * as api from '../index';
import { uploadFilesForm } from './uploadFiles';
import { setUpFakeServer } from '@portal/testing/fakeApi';
import { json, rejectionOf, testClient } from '@portal/api-client/testing';

const server = setUpFakeServer();

type Call = (client: api.ApiClient) => Promise<unknown>;
const JSON_TYPE = 'application/json';

const application: api.ApplicationPayload = {
  provider: 'nzma',
  studyDetails: { productCRMId: 'P1', intakeCRMId: 'I1' },
};
const supportCase: api.CasePayload = {
  caseTitle: 'Sam Lee 2025-06-01',
  caseType: 'Support',
  caseSubType: 'Assessment',
  provider: 'ichm',
  description: 'Help',
  studentUpId: 'S1',
};
const contact: api.ContactPayload = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' };
const lead: api.LeadPayload = {
  firstName: 'Mia',
  lastName: 'Chen',
  email: 'mia@example.com',
  provider: 'yoobee',
};
const record = { any: 'thing' };

/** The calls that carry the token although their path is public (the contract's `auth` calls). */
const WITH_TOKEN = new Set(['createStudentStripeSession']);

/** [name, call, method, path after the base address, body sent as JSON (undefined: none)]. */
const calls: [string, Call, string, string, unknown?][] = [
  // GET
  ['fetchActivities', (c) => api.fetchActivities(c), 'GET', 'v1/activity'],
  [
    'fetchStudentApplication',
    (c) => api.fetchStudentApplication('A 1', c),
    'GET',
    'v2/secure/studentApplication/A%201',
  ],
  [
    'fetchStudentApplications',
    (c) => api.fetchStudentApplications('S 1', c),
    'GET',
    'v2/secure/studentApplication?studentupid=S%201',
  ],
  ['fetchContact', (c) => api.fetchContact('C1', c), 'GET', 'v1/contact/C1'],
  ['fetchCountries', (c) => api.fetchCountries(c), 'GET', 'v1/country'],
  ['fetchCourse', (c) => api.fetchCourse('K1', c), 'GET', 'v2/course?courseid=K1'],
  [
    'fetchProducts',
    (c) => api.fetchProducts('nz-institute-of-sport', c),
    'GET',
    'v2/product?provider=nz-institute-of-sport',
  ],
  [
    'searchEmployers',
    (c) => api.searchEmployers('Acme & Co', undefined, c),
    'GET',
    'v1/employers?top=50&q=Acme%20%26%20Co',
  ],
  ['searchEmployers top 5', (c) => api.searchEmployers('x', 5, c), 'GET', 'v1/employers?top=5&q=x'],
  ['fetchEthnicities', (c) => api.fetchEthnicities(c), 'GET', 'v1/ethnicity'],
  [
    'fetchSessionPasscode',
    (c) => api.fetchSessionPasscode('a1', 'b2', c),
    'GET',
    'v1/session/passcode/a1/b2',
  ],
  ['fetchIndustryCategories', (c) => api.fetchIndustryCategories(c), 'GET', 'v1/job/industryCategory'],
  ['fetchIntakes', (c) => api.fetchIntakes(c), 'GET', 'v1/intake'],
  ['fetchIwis', (c) => api.fetchIwis(c), 'GET', 'v1/iwi'],
  ['fetchMetadata', (c) => api.fetchMetadata(c), 'GET', 'v1/metadata'],
  ['fetchLocations', (c) => api.fetchLocations(c), 'GET', 'v1/location'],
  [
    'fetchFeesAssistanceStatuses',
    (c) => api.fetchFeesAssistanceStatuses(c),
    'GET',
    'v1/feesAssistanceStatus',
  ],
  ['fetchQualifications', (c) => api.fetchQualifications(c), 'GET', 'v1/qualification'],
  ['fetchRelationships', (c) => api.fetchRelationships(c), 'GET', 'v1/relationship'],
  ['fetchSchools', (c) => api.fetchSchools(c), 'GET', 'v1/school'],
  ['fetchSponsors', (c) => api.fetchSponsors(c), 'GET', 'v1/sponsor'],
  [
    'fetchEnrolments',
    (c) => api.fetchEnrolments('S1', 'E1', c),
    'GET',
    'v1/secure/enrolment?studentupid=S1&enrolmentid=E1',
  ],
  [
    'fetchFeesFreeEligibility',
    (c) => api.fetchFeesFreeEligibility('N1', c),
    'GET',
    'v1/feesFree/N1/eligibility',
  ],
  [
    'fetchGraduates',
    (c) => api.fetchGraduates({ provider: 'nzma', year: 2024, q: undefined, empty: '' }, c),
    'GET',
    'v1/secure/graduateDestination/graduates?provider=nzma&year=2024',
  ],
  ['fetchPayments', (c) => api.fetchPayments('S1', c), 'GET', 'v1/secure/payment?studentupid=S1'],
  [
    'fetchApplicationPricing',
    (c) => api.fetchApplicationPricing('A1', 'soe', c),
    'GET',
    'v2/secure/application/A1/pricing?provider=soe',
  ],
  [
    'fetchApplicationPricing without provider',
    (c) => api.fetchApplicationPricing('A1', undefined, c),
    'GET',
    'v2/secure/application/A1/pricing',
  ],
  [
    'fetchProductPricing',
    (c) => api.fetchProductPricing('P1', 'soe', c),
    'GET',
    'v2/product/P1/pricing?provider=soe',
  ],
  [
    'fetchInvoicePricing',
    (c) => api.fetchInvoicePricing('INV-1', c),
    'GET',
    'v2/secure/invoice/INV-1/pricing',
  ],
  ['fetchSessionRecord', (c) => api.fetchSessionRecord('SES1', c), 'GET', 'v1/session/SES1'],
  ['fetchCurrentStudent', (c) => api.fetchCurrentStudent(c), 'GET', 'v1/secure/student'],
  ['fetchStudent', (c) => api.fetchStudent('S1', c), 'GET', 'v1/secure/student?studentupid=S1'],
  ['fetchStudentFiles', (c) => api.fetchStudentFiles('S1', c), 'GET', 'v1/secure/student/S1/file'],
  [
    'downloadStudentFile',
    (c) => api.downloadStudentFile('S1', 'F1', c),
    'GET',
    'v1/secure/student/S1/file?fileid=F1',
  ],
  [
    'fetchStudentImage',
    (c) => api.fetchStudentImage('S1', c),
    'GET',
    'v1/secure/student/image?studentupid=S1',
  ],
  [
    'fetchVacancies',
    (c) => api.fetchVacancies('health and FITNESS', c),
    'GET',
    'job/vacancy?businessUnit=Health%20And%20Fitness',
  ],
  ['fetchWorkplaceEducators', (c) => api.fetchWorkplaceEducators(c), 'GET', 'v1/workplaceEducators'],
  ['fetchWorkplaces', (c) => api.fetchWorkplaces('Employer', c), 'GET', 'v1/workplace?accountType=Employer'],
  ['checkPhone', (c) => api.checkPhone('0211234567', 'NZ', c), 'GET', 'util/phone/0211234567/NZ'],
  [
    'fetchAddressSuggestions',
    (c) =>
      api.fetchAddressSuggestions(
        { input: '1 Queen St', country: 'NZ', bounds: [166.4, -47.3, 178.6, -34.4] },
        c,
      ),
    'GET',
    'dev/address/autocomplete?input=1%20Queen%20St&country=NZ&bounds=166.4,-47.3,178.6,-34.4',
  ],
  ['fetchAddressPlace', (c) => api.fetchAddressPlace('nz/1', c), 'GET', 'dev/address/place/nz%2F1'],
  // POST
  [
    'createStudentApplication',
    (c) => api.createStudentApplication(application, c),
    'POST',
    'v2/studentApplication',
    application,
  ],
  [
    'sendDebitSuccessNotification',
    (c) => api.sendDebitSuccessNotification('a1', 'b2', record, c),
    'POST',
    'v1/debitSuccess/notification/a1/b2',
    record,
  ],
  ['createCase', (c) => api.createCase(supportCase, c), 'POST', 'v1/secure/case', supportCase],
  [
    'createEmailSupportCase',
    (c) => api.createEmailSupportCase(supportCase, c),
    'POST',
    'v1/secure/emailsupportcase',
    supportCase,
  ],
  ['createContact', (c) => api.createContact(contact, c), 'POST', 'v1/contact', contact],
  ['createTask', (c) => api.createTask(record, c), 'POST', 'v1/secure/task', record],
  [
    'createIdentity',
    (c) => api.createIdentity({ username: 'sam', email: 'sam@example.com' }, c),
    'POST',
    'v1/identity',
    { username: 'sam', email: 'sam@example.com' },
  ],
  [
    'sendSessionPasscode',
    (c) => api.sendSessionPasscode('a1', 'b2', record, c),
    'POST',
    'v1/session/passcode/a1/b2',
    record,
  ],
  ['createLead', (c) => api.createLead(lead, c), 'POST', 'v1/lead', lead],
  [
    'orderStudentApplication',
    (c) => api.orderStudentApplication('A1', c),
    'POST',
    'v2/secure/studentApplication/A1/order',
  ],
  ['createDebitSuccess', (c) => api.createDebitSuccess(record, c), 'POST', 'v1/secure/debitSuccess', record],
  [
    'createEmployer',
    (c) => api.createEmployer({ name: 'Acme' }, c),
    'POST',
    'v1/secure/createemployer',
    { name: 'Acme' },
  ],
  [
    'createApplicationStripeSession',
    (c) => api.createApplicationStripeSession('A1', record, c),
    'POST',
    'v1/secure/studentApplication/A1/stripeSession',
    record,
  ],
  [
    'createStudentStripeSession',
    (c) => api.createStudentStripeSession('S1', record, c),
    'POST',
    'v1/student/S1/stripeSession',
    record,
  ],
  [
    'createGraduateDestination',
    (c) => api.createGraduateDestination(record, c),
    'POST',
    'v1/secure/graduateDestination',
    record,
  ],
  [
    'createBulkStudentApplication',
    (c) => api.createBulkStudentApplication([record], c),
    'POST',
    'v1/bulkStudentApplication',
    [record],
  ],
  ['createWorkplace', (c) => api.createWorkplace(record, c), 'POST', 'v1/secure/workplace', record],
  [
    'createZipCheckout',
    (c) => api.createZipCheckout('A1', record, c),
    'POST',
    'v1/secure/studentApplication/A1/zipCheckout',
    record,
  ],
  ['chargeZip', (c) => api.chargeZip('OPP-1', record, c), 'POST', 'v1/secure/zip/charge', record],
  [
    'createStripeIntentAndSubscription',
    (c) => api.createStripeIntentAndSubscription(record, c),
    'POST',
    'v1/secure/createStripeIntentAndSubscription',
    record,
  ],
  // PATCH
  [
    'updateStudentApplication',
    (c) => api.updateStudentApplication('A1', application, c),
    'PATCH',
    'v2/secure/studentApplication/A1',
    application,
  ],
  [
    'updateStudent',
    (c) => api.updateStudent({ firstName: 'Sam', lastName: 'Lee' }, c),
    'PATCH',
    'v1/secure/student',
    { firstName: 'Sam', lastName: 'Lee' },
  ],
  // PUT
  ['updateContact', (c) => api.updateContact(contact, c), 'PUT', 'v1/contact', contact],
  [
    'updateAdAccountPassword',
    (c) => api.updateAdAccountPassword({ password: 'pw', username: 'sam' }, c),
    'PUT',
    'v1/secure/adaccountpassword',
    { password: 'pw', username: 'sam' },
  ],
];

describe.each(calls)('%s', (_name, call, method, path, sent) => {
  it(`${method} ${path}`, async () => {
    server.routes[`${method} /api/${path}`] = json({ ok: true });
    await call(testClient(server.baseUri));
    expect(server.seen).toHaveLength(1);
    const [request] = server.seen;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(`/api/${path}`);
    expect(request?.headers.accept).toBe(JSON_TYPE);
    expect(request?.headers.authorization).toBe(
      isSecurePath(path) || WITH_TOKEN.has(_name) ? 'Bearer access-123' : undefined,
    );
    if (sent === undefined) {
      expect(request?.body.length).toBe(0);
      expect(request?.headers['content-type']).toBeUndefined();
    } else {
      expect(request?.headers['content-type']).toBe(JSON_TYPE);
      expect(JSON.parse(request?.body.toString() ?? '')).toEqual(sent);
    }
  });
});

describe('the bearer token rule', () => {
  it("only the student's card session is an exception to the secure-path rule", () => {
    expect(CALL_NAMES.filter((name) => CALLS[name].auth)).toEqual(['studentStripeSession']);
    expect(isSecurePath(CALLS.studentStripeSession.path({ studentId: 'S1' }))).toBe(false);
  });

  it("the student's card session carries the signed-in student's token in the header, never in the URL", async () => {
    server.routes['POST /api/v1/student/S1/stripeSession'] = json({ id: 'cs_1', url: 'https://pay/x' });
    const session = await api.createStudentStripeSession(
      'S1',
      { invoiceId: 'INV-1', successUrl: 'http://localhost:3000/payments' },
      testClient(server.baseUri),
    );
    expect(session).toEqual({ id: 'cs_1', url: 'https://pay/x' });
    const [request] = server.seen;
    expect(request?.headers.authorization).toBe('Bearer access-123');
    expect(request?.url).toBe('/api/v1/student/S1/stripeSession');
    expect(request?.url).not.toContain('access-123');
    expect(request?.body.toString()).not.toContain('access-123');
  });

  it('signed out, the card session goes without an Authorization header (the API responses 401)', async () => {
    server.routes['POST /api/v1/student/S1/stripeSession'] = json({ message: 'Unauthorized' }, 401);
    const client = testClient(server.baseUri, { getTokens: () => null });
    const error = await rejectionOf(api.createStudentStripeSession('S1', {}, client));
    expect(error.status).toBe(401);
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("the checkout calls carry the attempt's key as the Idempotency-Key header (none without one)", async () => {
    server.routes['POST /api/v1/student/S1/stripeSession'] = json({ id: 'cs_1', url: 'https://pay/x' });
    server.routes['POST /api/v1/secure/studentApplication/A1/stripeSession'] = json({ id: 'cs_2' });
    server.routes['POST /api/v1/secure/studentApplication/A1/zipCheckout'] = json({ id: 'z_1' });
    const client = testClient(server.baseUri);
    const key = api.newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(api.newIdempotencyKey()).not.toBe(key);
    await api.createStudentStripeSession('S1', {}, client, { idempotencyKey: key });
    await api.createApplicationStripeSession('A1', {}, client, { idempotencyKey: `${key}-card` });
    await api.createZipCheckout('A1', {}, client, { idempotencyKey: `${key}-zip` });
    await api.createStudentStripeSession('S1', {}, client);
    expect(server.seen.map((r) => r.headers['idempotency-key'])).toEqual([
      key,
      `${key}-card`,
      `${key}-zip`,
      undefined,
    ]);
  });

  it('another public call does not carry the token, even when signed in', async () => {
    server.routes['POST /api/v2/studentApplication'] = json({ applicationId: 'A1' });
    await api.createStudentApplication(application, testClient(server.baseUri));
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });
});

describe('special requests', () => {
  it('the Zip charge carries the opportunityId header', async () => {
    server.routes['POST /api/v1/secure/zip/charge'] = json({});
    await api.chargeZip('OPP-9', { amount: 10 }, testClient(server.baseUri));
    expect(server.seen[0]?.headers.opportunityid).toBe('OPP-9');
  });

  it('the student image PUT sends the JPEG as octet-stream, with or without a student id', async () => {
    server.routes['PUT /api/v1/secure/student/image?studentupid=S1'] = json({});
    server.routes['PUT /api/v1/secure/student/image'] = json({});
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    await api.updateStudentImage(jpeg, 'S1', testClient(server.baseUri));
    await api.updateStudentImage(jpeg, undefined, testClient(server.baseUri));
    expect(server.seen.map((s) => s.url)).toEqual([
      '/api/v1/secure/student/image?studentupid=S1',
      '/api/v1/secure/student/image',
    ]);
    for (const request of server.seen) {
      expect(request.method).toBe('PUT');
      expect(request.headers['content-type']).toBe('application/octet-stream');
      expect(request.headers.authorization).toBe('Bearer access-123');
      expect([...request.body]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    }
  });

  it('the file upload is multipart with repeated file parts and the opportunityid, and no Authorization', async () => {
    server.routes['POST /api/v1/files'] = json({ uploaded: 2 });
    const files = [new File(['first'], 'a.pdf'), new File(['second'], 'b.png')];
    await expect(api.uploadFiles(files, 'OPP-1', testClient(server.baseUri))).resolves.toEqual({
      uploaded: 2,
    });
    const [request] = server.seen;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = request?.body.toString() ?? '';
    expect(text.match(/name="file"/g)).toHaveLength(2);
    expect(text).toContain('filename="a.pdf"');
    expect(text).toContain('filename="b.png"');
    expect(text).toMatch(/name="opportunityid"\r\n\r\nOPP-1\r\n/);
  });

  it('uploadFilesForm appends one file part per file, then the opportunityid', () => {
    const form = uploadFilesForm([new File(['x'], 'x.txt'), new File(['y'], 'y.txt')], 'O1');
    expect(form.getAll('file').map((f) => (f as File).name)).toEqual(['x.txt', 'y.txt']);
    expect(form.get('opportunityid')).toBe('O1');
  });
});

describe('answers', () => {
  it('lists read as empty lists when the response is empty', async () => {
    server.routes['/api/v1/iwi'] = { status: 200, body: '' };
    server.routes['/api/v2/product?provider=soe'] = { status: 200, body: 'null' };
    await expect(api.fetchIwis(testClient(server.baseUri))).resolves.toEqual([]);
    await expect(api.fetchProducts('soe', testClient(server.baseUri))).resolves.toEqual([]);
  });

  it('hands out the phone check, the products and an address as the server sent them', async () => {
    const phone: api.PhoneCheckResult = {
      valid: true,
      type: 'Mobile',
      formatted: '+64 21 123 4567',
      code: '64',
    };
    const products: api.Product[] = [
      { productCRMId: 'P1', name: 'Diploma', intakeList: [{ intakeCRMId: 'I1', startDate: '2026-02-02' }] },
    ];
    const place: api.AddressLookupResult = {
      streetOrLotNumber: '1',
      streetAddress: 'Queen Street',
      suburb: 'Auckland Central',
      city: 'Auckland',
      state: 'Auckland',
      country: 'NZ',
      postcode: '1010',
    };
    server.routes['/api/util/phone/211234567/NZ'] = json(phone);
    server.routes['/api/v2/product?provider=nzma'] = json(products);
    server.routes['/api/dev/address/place/p1'] = json(place);
    const client = testClient(server.baseUri);
    await expect(api.checkPhone('211234567', 'NZ', client)).resolves.toEqual(phone);
    await expect(api.fetchProducts('nzma', client)).resolves.toEqual(products);
    await expect(api.fetchAddressPlace('p1', client)).resolves.toEqual(place);
  });

  it('the phone check fails like any GET', async () => {
    server.routes['/api/util/phone/0/AU'] = { status: 500, body: '{}' };
    const error = await rejectionOf(api.checkPhone('0', 'AU', testClient(server.baseUri)));
    expect(error.message).toBe('Internal Server Error: Up API GET util/phone/0/AU');
  });
});

describe("validation before a write: 'Application data validation error', nothing sent", () => {
  const bad = { firstName: '' } as never;
  const validated: [string, Call][] = [
    ['createStudentApplication', (c) => api.createStudentApplication({}, c)],
    ['updateStudentApplication', (c) => api.updateStudentApplication('A1', { personalDetails: bad }, c)],
    ['createCase', (c) => api.createCase(bad, c)],
    ['createEmailSupportCase', (c) => api.createEmailSupportCase(bad, c)],
    ['createContact', (c) => api.createContact(bad, c)],
    ['createLead', (c) => api.createLead(bad, c)],
  ];

  it.each(validated)('%s', async (_name, call) => {
    const error = await rejectionOf(call(testClient(server.baseUri)));
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error.message).toBe('Application data validation error');
    expect(error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ keyword: expect.any(String) })]),
    );
    expect(server.seen).toHaveLength(0);
  });
});
