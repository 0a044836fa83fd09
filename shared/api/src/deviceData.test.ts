import {
  DEVICE_DATA_DAYS,
  DEVICE_DATA_PREFIX,
  deviceEntry,
  forgetDeviceData,
  forgetExpiredDeviceData,
  forgetOtherStudentsDeviceData,
} from './deviceData';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T09:00:00.000Z');

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

const stored = (studentId: string) =>
  JSON.parse(localStorage.getItem(`${DEVICE_DATA_PREFIX}enrol.${studentId}`) ?? 'null') as unknown;

it("keeps an entry per student and name, and forgets every student's on sign-out", () => {
  const ana = deviceEntry<{ step: string }>('enrol', 'UP-1');
  const ben = deviceEntry<{ step: string }>('enrol', 'UP-2');
  expect(ana.write({ step: 'contact' })).toBe(true);
  ben.write({ step: 'course' });
  localStorage.setItem('portal.other', 'kept');
  expect(ana.read()).toEqual({ step: 'contact' });
  expect(ben.read()).toEqual({ step: 'course' });

  forgetDeviceData();
  expect(ana.read()).toBeUndefined();
  expect(ben.read()).toBeUndefined();
  expect(localStorage.getItem('portal.other')).toBe('kept');
});

it(`keeps an entry ${DEVICE_DATA_DAYS} days from its last write, its end stored beside its fields`, () => {
  const ana = deviceEntry<{ step: string }>('enrol', 'UP-1');
  ana.write({ step: 'contact' });
  expect(stored('UP-1')).toEqual({ step: 'contact', expiresAt: '2026-12-07T09:00:00.000Z' });
  jest.setSystemTime(NOW + 10 * DAY);
  expect(ana.read()).toEqual({ step: 'contact' });
  // Written again, it lasts 14 days from then.
  ana.write({ step: 'education' });
  jest.setSystemTime(NOW + 20 * DAY);
  expect(ana.read()).toEqual({ step: 'education' });
  // Past its end, it is gone: read, and from the storage.
  jest.setSystemTime(NOW + 24 * DAY);
  expect(ana.read()).toBeUndefined();
  expect(stored('UP-1')).toBeNull();
});

it('removes an entry without an end (kept before entries had one) or damaged when it is read', () => {
  localStorage.setItem(`${DEVICE_DATA_PREFIX}enrol.UP-1`, '{"values":{"personal":{"firstName":"Ana"}}}');
  expect(deviceEntry('enrol', 'UP-1').read()).toBeUndefined();
  expect(stored('UP-1')).toBeNull();
  localStorage.setItem(`${DEVICE_DATA_PREFIX}enrol.UP-1`, '{not json');
  expect(deviceEntry('enrol', 'UP-1').read()).toBeUndefined();
  expect(localStorage.getItem(`${DEVICE_DATA_PREFIX}enrol.UP-1`)).toBeNull();
});

it('tells when the browser refuses to keep an entry', () => {
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  } as unknown as Storage;
  expect(deviceEntry('enrol', 'UP-1', full).write({})).toBe(false);
});

it('at start-up, forgets the entries that have ended, have no end or are damaged; keeps the others', () => {
  deviceEntry('enrol', 'UP-1').write({ step: 'old' });
  jest.setSystemTime(NOW + 10 * DAY);
  deviceEntry('enrol', 'UP-2').write({ step: 'recent' });
  localStorage.setItem(`${DEVICE_DATA_PREFIX}enrol.UP-3`, '{"values":{}}');
  localStorage.setItem(`${DEVICE_DATA_PREFIX}enrol.UP-4`, 'damaged');
  localStorage.setItem('portal.enrol.application.UP-1', 'A-1');
  jest.setSystemTime(NOW + 15 * DAY);
  forgetExpiredDeviceData();
  expect(Object.keys(localStorage).sort()).toEqual([
    `${DEVICE_DATA_PREFIX}enrol.UP-2`,
    'portal.enrol.application.UP-1',
  ]);
});

it("when a student signs in, forgets every other student's entries and keeps their own", () => {
  deviceEntry('enrol', 'UP-1').write({ step: 'mine' });
  deviceEntry('enrol', 'UP-2').write({ step: 'theirs' });
  deviceEntry('enrol', 'UP-12').write({ step: 'theirs too' });
  deviceEntry('enrol', 'anonymous').write({ step: 'nobody' });
  localStorage.setItem('portal.other', 'kept');
  forgetOtherStudentsDeviceData('UP-1');
  expect(Object.keys(localStorage).sort()).toEqual([`${DEVICE_DATA_PREFIX}enrol.UP-1`, 'portal.other']);
  expect(deviceEntry('enrol', 'UP-1').read()).toEqual({ step: 'mine' });
});
