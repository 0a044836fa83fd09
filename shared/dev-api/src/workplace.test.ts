/** Black-box tests of the work-related calls: employer search (top, q) and new employers,
 * workplaces, workplace educators, vacancies and the graduate destination survey. */
import { setUpSignedIn } from './testing/devApiProcess';
import type { StoredRecord } from '@portal/mock-api';

jest.setTimeout(30000);

const server = setUpSignedIn('hemi.walker@yoobee.demo', 'aad');
const send = <T = StoredRecord[]>(method: string, path: string, body?: unknown) =>
  server.send<T>(method, path, body);

test('the employer search answers 50 by default, honours top and q', async () => {
  const [, all] = await send('GET', 'v1/employers');
  expect(all).toHaveLength(50);
  const [, five] = await send('GET', 'v1/employers?top=5');
  expect(five).toEqual(all.slice(0, 5));
  const [, dental] = await send('GET', 'v1/employers?q=DENTAL&top=100');
  expect(dental).toHaveLength(10);
  expect(dental.every((e) => String(e.name).includes('Dental'))).toBe(true);
  expect((await send('GET', 'v1/employers?top=0'))[0]).toBe(400);
});

test('a new employer is found by the search', async () => {
  const [status, created] = await send<StoredRecord>('POST', 'v1/secure/createemployer', {
    name: 'Moana Kai Cafe Limited',
    city: 'Rotorua',
  });
  expect(status).toBe(201);
  expect((await send('GET', 'v1/employers?q=moana kai'))[1]).toEqual([created]);
  expect((await send('POST', 'v1/secure/createemployer', { city: 'x' }))[0]).toBe(400);
});

test('workplaces by account type, new workplaces and educators', async () => {
  const [, placements] = await send('GET', 'v1/workplace?accountType=Placement%20Provider');
  expect(placements.length).toBeGreaterThan(0);
  expect(placements.every((w) => w.accountType === 'Placement Provider')).toBe(true);
  const [status] = await send('POST', 'v1/secure/workplace', {
    name: 'Kai Whakaora Clinic',
    accountType: 'Placement Provider',
  });
  expect(status).toBe(201);
  expect((await send('GET', 'v1/workplace?accountType=placement provider'))[1]).toHaveLength(
    placements.length + 1,
  );
  const [, educators] = await send('GET', 'v1/workplaceEducators');
  expect(educators.length).toBeGreaterThan(4);
  expect(educators[0]).toEqual(
    expect.objectContaining({ firstName: expect.any(String), workplaceId: expect.any(String) }),
  );
});

test('vacancies of a business unit (title-cased)', async () => {
  const [, vacancies] = await send('GET', 'job/vacancy?businessUnit=Yoobee');
  expect(vacancies.map((v) => v.title)).toEqual(['Junior Web Developer', 'Motion Graphics Designer']);
  expect((await send('GET', 'job/vacancy?businessUnit=Nz-Institute-Of-Sport'))[1]).toHaveLength(1);
});

test('graduates of the provider, filtered, and a destination survey answer', async () => {
  const [, graduates] = await send('GET', 'v1/secure/graduateDestination/graduates');
  expect(graduates.length).toBeGreaterThan(0);
  expect(graduates.every((g) => g.provider === 'yoobee')).toBe(true);
  const code = String(graduates[0]?.courseCode);
  const [, filtered] = await send('GET', `v1/secure/graduateDestination/graduates?courseCode=${code}`);
  expect(filtered.every((g) => g.courseCode === code)).toBe(true);
  const [status, saved] = await send<StoredRecord>('POST', 'v1/secure/graduateDestination', {
    studentUPId: graduates[0]?.studentUPId,
    destination: 'Employed',
  });
  expect([status, saved.destination]).toEqual([201, 'Employed']);
});
