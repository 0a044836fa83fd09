/** Black-box tests of the application writes: applications (validated with the client's schema, kept
 * across a restart), orders, bulk, contacts, leads, identity, sessions with passcodes and the
 * multipart document upload. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSCODE, DEMO_SESSION_ID, SAMPLE_FILES, type StoredRecord } from '@portal/mock-api';
import { answer, apiGet, apiSend, startDevApi, setUpSignedIn } from './testing/devApiProcess';
import { readData } from './testing/dataFolder';

jest.setTimeout(30000);

const server = setUpSignedIn();
const send = server.send;
/** The data as the server keeps it on disk. */
const stored = () => readData(server.dataDir);

const APPLICATION = {
  provider: 'yoobee',
  personalDetails: { firstName: 'Tama', lastName: 'Rewi', genderId: 2 },
  contactDetails: { email: 'tama.rewi@example.com', mobilePhone: '021 555 0199' },
};

describe('student applications', () => {
  test('create, read and update by step; the update merges the step section', async () => {
    const [status, created] = await send('POST', 'v2/studentApplication', APPLICATION);
    expect(status).toBe(201);
    expect(created).toMatchObject({ ...APPLICATION, status: 'Draft', applicationId: created.id });
    // The server gives a new application its opportunity (what its documents are uploaded for).
    expect(created.opportunityId).toMatch(/^OPP-[0-9A-F]{8}$/);

    expect(await send('GET', `v2/secure/studentApplication/${created.id}`)).toEqual([200, created]);
    const [patched, updated] = await send('PATCH', `v2/secure/studentApplication/${created.id}`, {
      personalDetails: { firstName: 'Tamati', lastName: 'Rewi' },
      studyDetails: { productCRMId: 'PRD-YB-DSE6' },
    });
    expect(patched).toBe(200);
    expect(updated.personalDetails).toEqual({ firstName: 'Tamati', lastName: 'Rewi', genderId: 2 });
    expect(updated.contactDetails).toEqual(APPLICATION.contactDetails);
    // The opportunity is the server's: neither a create nor an update chooses it (both are refused).
    const [chosen] = await send('POST', 'v2/studentApplication', {
      ...APPLICATION,
      opportunityId: 'OPP-MINE',
    });
    expect(chosen).toBe(403);
    const [changed] = await send('PATCH', `v2/secure/studentApplication/${created.id}`, {
      opportunityId: 'OPP-OTHER',
    });
    expect(changed).toBe(403);
    const [, kept] = await send('GET', `v2/secure/studentApplication/${created.id}`);
    expect(kept.opportunityId).toBe(created.opportunityId);

    // Ordered once its fees are settled: here by a bank transfer.
    await send('PATCH', `v2/secure/studentApplication/${created.id}`, {
      paymentDetails: { paymentProvider: 'Bank Account' },
    });
    const [ordered, order] = await send('POST', `v2/secure/studentApplication/${created.id}/order`);
    expect(ordered).toBe(201);
    expect(order).toMatchObject({ applicationId: created.id, status: 'Created', currency: 'NZD' });
    const [, pricing] = await send<{ totalAmount: number }>(
      'GET',
      `v2/secure/application/${created.id}/pricing`,
    );
    expect(order.totalAmount).toBe(pricing.totalAmount);
  });

  test('bad input is 400 with the ajv details, and nothing is stored', async () => {
    const before = stored().records.applications.length;
    const [status, body] = await send<{ message: string; details: { instancePath: string }[] }>(
      'POST',
      'v2/studentApplication',
      { provider: 'nowhere', personalDetails: { firstName: '' } },
    );
    expect(status).toBe(400);
    expect(body.message).toBe('Application data validation error');
    expect(body.details.map((d) => d.instancePath)).toEqual(
      expect.arrayContaining(['/provider', '/personalDetails', '/personalDetails/firstName']),
    );
    const [patch] = await send(
      'PATCH',
      `v2/secure/studentApplication/${stored().records.applications[0]?.id}`,
      {
        disabilityDetails: { hasDisability: true },
      },
    );
    expect(patch).toBe(400);
    const [bulk, bulkBody] = await send<{ details: { instancePath: string }[] }>(
      'POST',
      'v1/bulkStudentApplication',
      [APPLICATION, { personalDetails: {} }],
    );
    expect(bulk).toBe(400);
    expect(bulkBody.details[0]?.instancePath).toBe('/1/personalDetails');
    expect(stored().records.applications).toHaveLength(before);
  });

  test('bulk creates every application', async () => {
    const [status, list] = await send<StoredRecord[]>('POST', 'v1/bulkStudentApplication', [
      APPLICATION,
      APPLICATION,
    ]);
    expect(status).toBe(201);
    expect(list.map((a) => a.applicationId)).toEqual([list[0]?.id, list[1]?.id]);
    // Each has an opportunity of its own.
    expect(new Set(list.map((a) => a.opportunityId)).size).toBe(2);
  });

  test('an unknown application is 404, and a secure read needs a token', async () => {
    expect((await send('GET', 'v2/secure/studentApplication/nope'))[0]).toBe(404);
    expect((await apiGet(server.api.baseUrl, 'v2/secure/studentApplication/nope')).status).toBe(401);
  });
});

describe('contacts and leads', () => {
  const CONTACT = { firstName: 'Ana', lastName: 'Lee', email: 'ana.lee@example.com' };

  test('a contact is created, read and replaced', async () => {
    const [status, created] = await send('POST', 'v1/contact', CONTACT);
    expect([status, created.contactId]).toEqual([201, created.id]);
    expect(await send('GET', `v1/contact/${created.id}`)).toEqual([200, created]);
    const [put, updated] = await send('PUT', 'v1/contact', {
      ...CONTACT,
      contactId: created.id,
      lastName: 'Leigh',
    });
    expect([put, updated.lastName, updated.id]).toEqual([200, 'Leigh', created.id]);
    expect((await send('PUT', 'v1/contact', { ...CONTACT, contactId: 'nope' }))[0]).toBe(404);
  });

  test('a bad contact or lead is 400 with details and not stored', async () => {
    const before = stored().records;
    const [status, body] = await send<{ details: unknown[] }>('POST', 'v1/contact', {
      ...CONTACT,
      email: 'not-an-email',
    });
    expect([status, body.details.length > 0]).toEqual([400, true]);
    expect((await send('POST', 'v1/lead', { firstName: 'No', email: 'x@example.com' }))[0]).toBe(400);
    const after = stored().records;
    expect([after.contacts.length, after.leads.length]).toEqual([
      before.contacts.length,
      before.leads.length,
    ]);
  });

  test('a lead is created', async () => {
    const [status, lead] = await send('POST', 'v1/lead', { ...CONTACT, provider: 'nzma' });
    expect(status).toBe(201);
    expect(lead).toMatchObject({ ...CONTACT, provider: 'nzma', status: 'New', leadId: lead.id });
  });
});

describe('identity and sessions', () => {
  test('an identity is created once per username', async () => {
    const body = { username: 'tama.rewi', email: 'tama.rewi@example.com' };
    const [status, created] = await send('POST', 'v1/identity', body);
    expect([status, created.username, created.email]).toEqual([201, body.username, body.email]);
    expect((await send('POST', 'v1/identity', body))[0]).toBe(409);
    expect((await send('POST', 'v1/identity', { username: 'x' }))[0]).toBe(400);
  });

  test('a passcode is sent for a session and verifies it', async () => {
    const [status, session] = await send<StoredRecord & { devPasscode: string }>(
      'POST',
      'v1/session/passcode/yoobee/tama.rewi@example.com',
    );
    expect(status).toBe(201);
    expect(session).toMatchObject({ provider: 'yoobee', email: 'tama.rewi@example.com', verified: false });
    expect((await send('GET', `v1/session/passcode/${session.id}/000000x`))[0]).toBe(401);
    const [ok, verified] = await send('GET', `v1/session/passcode/${session.id}/${session.devPasscode}`);
    expect([ok, verified.verified]).toEqual([200, true]);
    expect((await send('GET', `v1/session/${session.id}`))[1].verified).toBe(true);
    expect((await send('GET', `v1/session/passcode/${DEMO_SESSION_ID}/${DEMO_PASSCODE}`))[0]).toBe(200);
    expect((await send('GET', 'v1/session/nope'))[0]).toBe(404);
  });
});

describe('document upload (multipart v1/files)', () => {
  test('stores every file part for the opportunity, without a token', async () => {
    const form = new FormData();
    form.append('opportunityid', 'OPP-0042');
    form.append('file', new Blob(['%PDF-1.4 passport'], { type: 'application/pdf' }), 'passport.pdf');
    form.append('file', new Blob([SAMPLE_FILES.png], { type: 'image/png' }), 'grades.png');
    const [status, files] = await answer<StoredRecord[]>(
      apiSend(server.api.baseUrl, 'POST', 'v1/files', { body: form }),
    );
    expect(status).toBe(201);
    expect(files.map((f) => [f.name, f.size, f.contentType, f.opportunityId])).toEqual([
      ['passport.pdf', 17, 'application/pdf', 'OPP-0042'],
      ['grades.png', SAMPLE_FILES.png.length, 'image/png', 'OPP-0042'],
    ]);
    expect(files[0]).not.toHaveProperty('content');
    expect(files[0]).not.toHaveProperty('blob');
    // The bytes are a file of their own in blobs/, not inside the record.
    const kept = stored().records.uploads.find((u) => u.id === files[0]?.id);
    expect(kept).not.toHaveProperty('content');
    expect(readFileSync(join(server.dataDir, 'blobs', String(kept?.blob)), 'utf8')).toBe('%PDF-1.4 passport');
  });

  test('needs an opportunityid and a file', async () => {
    const noId = new FormData();
    noId.append('file', new Blob(['x']), 'x.txt');
    expect((await apiSend(server.api.baseUrl, 'POST', 'v1/files', { body: noId })).status).toBe(400);
    const noFile = new FormData();
    noFile.append('opportunityid', 'OPP-1');
    expect((await apiSend(server.api.baseUrl, 'POST', 'v1/files', { body: noFile })).status).toBe(400);
  });
});

test('writes persist across a restart', async () => {
  const [, created] = await send('POST', 'v1/contact', {
    firstName: 'Kept',
    lastName: 'Across',
    email: 'kept@example.com',
  });
  await server.api.stop();
  server.api = await startDevApi(server.dataDir);
  expect(server.api.output()).toContain('loaded');
  const [status, again] = await answer(apiGet(server.api.baseUrl, `v1/contact/${created.id}`));
  expect([status, again]).toEqual([200, created]);
});
