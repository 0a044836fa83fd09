import { DEVICE_DATA_PREFIX, deviceEntry, forgetDeviceData } from './deviceData';

beforeEach(() => localStorage.clear());

it("keeps an entry per student and name, and forgets every student's on sign-out", () => {
  const ana = deviceEntry<{ step: string }>('enrol', 'UP-1');
  const ben = deviceEntry<{ step: string }>('enrol', 'UP-2');
  expect(ana.write({ step: 'contact' })).toBe(true);
  ben.write({ step: 'course' });
  localStorage.setItem('portal.other', 'kept');
  expect(ana.read()).toEqual({ step: 'contact' });
  expect(ben.read()).toEqual({ step: 'course' });
  expect(localStorage.getItem(`${DEVICE_DATA_PREFIX}enrol.UP-1`)).toBe('{"step":"contact"}');

  forgetDeviceData();
  expect(ana.read()).toBeUndefined();
  expect(ben.read()).toBeUndefined();
  expect(localStorage.getItem('portal.other')).toBe('kept');
});

it('reads nothing from a damaged entry and tells when the browser refuses to keep one', () => {
  localStorage.setItem(`${DEVICE_DATA_PREFIX}enrol.UP-1`, '{not json');
  expect(deviceEntry('enrol', 'UP-1').read()).toBeUndefined();
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  } as unknown as Storage;
  expect(deviceEntry('enrol', 'UP-1', full).write({})).toBe(false);
});
