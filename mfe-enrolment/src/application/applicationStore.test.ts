import { ApiError, type ApplicationPayload } from '@portal/api';
import type { ApplicationStepDef } from '../form/step';
import { createApplicationStore, type ApplicationServer } from './applicationStore';

const COURSE = { productId: 'P-1', productCRMId: 'CRM-1', intakeCRMId: 'I-2' };
const courseStep = { name: 'course', section: 'course' } as ApplicationStepDef;
const personalStep = { name: 'personal', section: 'personal' } as ApplicationStepDef;
const DEVICE = 'portal.device.enrol.S1';
const POINTER = 'portal.enrol.application.S1';
const device = () => JSON.parse(localStorage.getItem(DEVICE) ?? 'null') as Record<string, unknown> | null;

/** The refusal of a second application for a course and intake the student holds another one for. */
const SECOND = new ApiError('Conflict: Up API POST v2/studentApplication', { status: 409 });

/** The server the store syncs with: it records the calls, fails while `down` is set, and holds the student's
 * `applications` (a create or course change for the course and intake of one of them is refused, 409). */
const fakeServer = (applications: ApplicationPayload[] = []) => {
  const calls: string[] = [];
  const holds = (payload: ApplicationPayload) =>
    applications.some((a) => a.studyDetails?.intakeCRMId === payload.studyDetails?.intakeCRMId);
  const server = {
    down: false as boolean,
    calls,
    create: async (payload: ApplicationPayload) => {
      calls.push(`create ${JSON.stringify(payload)}`);
      if (server.down) throw new Error('503');
      if (holds(payload)) throw SECOND;
      return { applicationId: 'A-1' };
    },
    update: async (id: string, payload: ApplicationPayload) => {
      calls.push(`update ${id} ${JSON.stringify(payload)}`);
      if (server.down) throw new Error('503');
      if (holds(payload)) throw SECOND;
      return {};
    },
    order: async (id: string) => {
      calls.push(`order ${id}`);
      return {};
    },
    list: async (studentId: string) => {
      calls.push(`list ${studentId}`);
      return applications;
    },
  } satisfies ApplicationServer & { down: boolean; calls: string[] };
  return server;
};

const storeWith = (server: ApplicationServer) =>
  createApplicationStore('S1', (payload) => ({ provider: 'yoobee', studentUPId: 'S1', ...payload }), server);

beforeEach(() => localStorage.clear());

it('keeps each answer typed on the device, and only until the server has it', async () => {
  const server = fakeServer();
  const store = storeWith(server);
  store.keep({ course: COURSE }, {});
  expect(device()).toMatchObject({ values: { course: COURSE }, changed: ['course'] });
  await store.save(courseStep, { course: COURSE }, { studyDetails: COURSE });
  expect(server.calls).toEqual([
    `create ${JSON.stringify({ provider: 'yoobee', studentUPId: 'S1', studyDetails: COURSE })}`,
  ]);
  expect(device()).toMatchObject({ applicationId: 'A-1', values: {}, changed: [], pending: [] });
  expect(localStorage.getItem(POINTER)).toBe('A-1');
  expect(store.getState()).toMatchObject({ applicationId: 'A-1', createdHere: 'A-1', saveState: 'idle' });

  // Later steps update the application created.
  const values = { course: COURSE, personal: { firstName: 'Aroha' } };
  store.keep(values, {});
  await store.save(personalStep, values, { personalDetails: { firstName: 'Aroha', lastName: 'Ngata' } });
  expect(server.calls[1]).toBe(
    `update A-1 ${JSON.stringify({ personalDetails: { firstName: 'Aroha', lastName: 'Ngata' } })}`,
  );
});

it('tells its listeners of each change, and not of a report that changes nothing', () => {
  const store = storeWith(fakeServer());
  const heard = jest.fn();
  const stop = store.subscribe(heard);
  store.keep({ course: COURSE }, { course: COURSE });
  expect(heard).not.toHaveBeenCalled();
  store.keep({ course: { ...COURSE, intakeCRMId: 'I-1' } }, { course: COURSE });
  expect(heard).toHaveBeenCalledTimes(1);
  stop();
  store.keep({}, {});
  expect(heard).toHaveBeenCalledTimes(1);
});

it('keeps a failed save on the device and sends it again; a page opened later finds it', async () => {
  const server = fakeServer();
  server.down = true;
  const store = storeWith(server);
  await expect(store.save(courseStep, { course: COURSE }, { studyDetails: COURSE })).rejects.toThrow('503');
  expect(store.getState().saveState).toBe('failed');
  expect(device()).toMatchObject({
    values: { course: COURSE },
    pending: [{ step: 'course', payload: { studyDetails: COURSE } }],
  });

  // Another page (a reload) resumes from the device, and sends the save when the server answers again.
  const again = storeWith(server);
  expect(again.getState().draft.pending).toHaveLength(1);
  expect(await again.resend()).toBe(false);
  server.down = false;
  expect(await again.resend()).toBe(true);
  expect(again.getState()).toMatchObject({ applicationId: 'A-1', saveState: 'idle', draft: { pending: [] } });
  expect(device()).toMatchObject({ applicationId: 'A-1', values: {}, pending: [] });
  expect(await again.resend()).toBe(false);
});

it('places the order and then keeps nothing on the device; another application starts afresh', async () => {
  localStorage.setItem(POINTER, 'A-4');
  const server = fakeServer();
  const store = storeWith(server);
  store.keep({ personal: { firstName: 'Aroha' } }, {});
  await store.submit();
  expect(server.calls).toEqual(['order A-4']);
  expect(localStorage.getItem(DEVICE)).toBeNull();
  expect(store.getState().applicationId).toBe('A-4');
  store.startAnother();
  expect(store.getState().applicationId).toBeUndefined();
  expect(localStorage.getItem(POINTER)).toBeNull();
  await expect(store.submit()).rejects.toThrow('There is no application to submit');
});

describe('the application is found on the server, and one per course and intake', () => {
  const HELD: ApplicationPayload = { applicationId: 'A-7', status: 'Draft', studyDetails: COURSE };

  it('opens the application the server holds for the course and intake when it refuses a second one', async () => {
    const server = fakeServer([HELD]);
    const store = storeWith(server);
    store.keep({ course: COURSE }, {});
    await store.save(courseStep, { course: COURSE }, { studyDetails: COURSE });
    expect(server.calls.map((c) => c.split(' ')[0])).toEqual(['create', 'list']);
    expect(server.calls[1]).toBe('list S1');
    // Nothing was created: the one held is open, the form starts again from its answers, and says why.
    expect(store.getState()).toMatchObject({
      applicationId: 'A-7',
      createdHere: undefined,
      opened: 1,
      found: 'inProgress',
      saveState: 'idle',
      draft: { applicationId: 'A-7', changed: [], pending: [] },
    });
    expect(localStorage.getItem(POINTER)).toBe('A-7');
    expect(device()).toMatchObject({ applicationId: 'A-7', values: {}, pending: [] });
  });

  it('says when the application held is submitted', async () => {
    const server = fakeServer([{ ...HELD, status: 'Submitted', orderId: 'O-1' }]);
    const store = storeWith(server);
    await store.save(courseStep, { course: COURSE }, { studyDetails: COURSE });
    expect(store.getState()).toMatchObject({ applicationId: 'A-7', found: 'submitted' });
  });

  it('a course change to one another application holds opens that one; the answers typed for this one stay out', async () => {
    localStorage.setItem(POINTER, 'A-2');
    const server = fakeServer([HELD]);
    const store = storeWith(server);
    const values = { course: COURSE, personal: { firstName: 'Typed for A-2' } };
    store.keep(values, {});
    await store.save(courseStep, values, { studyDetails: COURSE });
    expect(server.calls.map((c) => c.split(' ')[0])).toEqual(['update', 'list']);
    expect(store.getState()).toMatchObject({ applicationId: 'A-7', found: 'inProgress', opened: 1 });
    expect(store.getState().draft).toMatchObject({ applicationId: 'A-7', values: {}, changed: [] });
  });

  it('a refusal with no application to open in the list stands: the save fails and waits', async () => {
    const server = fakeServer();
    server.create = async () => {
      throw SECOND;
    };
    const store = storeWith(server);
    await expect(store.save(courseStep, { course: COURSE }, { studyDetails: COURSE })).rejects.toBe(SECOND);
    expect(store.getState()).toMatchObject({
      applicationId: undefined,
      found: undefined,
      saveState: 'failed',
    });
  });

  it('a resend refused for a course held elsewhere opens that one and sends nothing more', async () => {
    const server = fakeServer([HELD]);
    server.down = true;
    const store = storeWith(server);
    await expect(store.save(courseStep, { course: COURSE }, { studyDetails: COURSE })).rejects.toThrow('503');
    server.down = false;
    expect(await store.resend()).toBe(true);
    expect(store.getState()).toMatchObject({ applicationId: 'A-7', found: 'inProgress' });
    expect(store.getState().draft.pending).toEqual([]);
  });

  it('opens the application in progress of the server list when the page opens; "another course" keeps to none', () => {
    const store = storeWith(fakeServer());
    expect(store.getState()).toMatchObject({ applicationId: undefined, listed: false });
    store.dispatch({ type: 'listed', applications: [HELD] });
    expect(store.getState()).toMatchObject({ applicationId: 'A-7', listed: true });
    expect(localStorage.getItem(POINTER)).toBe('A-7');
    store.startAnother();
    expect(store.getState()).toMatchObject({ applicationId: undefined, listed: true });
  });
});
