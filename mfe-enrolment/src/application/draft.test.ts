import type { ApplicationStepDef, StepContext } from '../form/step';
import {
  afterSave,
  changedSections,
  deviceCopy,
  emptyDraft,
  initialValues,
  savedSteps,
  valuesFromApplication,
} from './draft';

const ctx = {} as StepContext;
const step = (name: 'course' | 'personal' | 'contact', key: string): ApplicationStepDef =>
  ({
    name,
    section: name,
    fromPayload: (app: Record<string, unknown>) => app[key] as never,
  }) as unknown as ApplicationStepDef;
const STEPS = [
  step('course', 'studyDetails'),
  step('personal', 'personalDetails'),
  step('contact', 'contactDetails'),
];

it('finds the sections whose answers changed', () => {
  expect(changedSections({}, { personal: { firstName: 'Ana' } })).toEqual(['personal']);
  expect(
    changedSections(
      { personal: { firstName: 'Ana' }, contact: { email: 'a@b.nz' } },
      { personal: { firstName: 'Ana' }, contact: { email: 'ana@b.nz' } },
    ),
  ).toEqual(['contact']);
  expect(changedSections({ personal: { firstName: 'Ana' } }, { personal: { firstName: 'Ana' } })).toEqual([]);
  // The same answer with its keys in another order (a stored course read back) is no change.
  expect(
    changedSections(
      { course: { productId: 'P', intakeCRMId: 'I' } },
      { course: { intakeCRMId: 'I', productId: 'P' } },
    ),
  ).toEqual([]);
});

it('fills the form from the stored application, step by step', () => {
  const stored = valuesFromApplication(
    STEPS,
    { studyDetails: { intakeCRMId: 'I-1' }, personalDetails: undefined },
    ctx,
  );
  expect(stored).toEqual({ course: { intakeCRMId: 'I-1' } });
  expect(valuesFromApplication(STEPS, undefined, ctx)).toEqual({});
});

it("starts from the stored answers, with this device's unsaved sections on top", () => {
  const stored = { course: { intakeCRMId: 'I-1' }, personal: { firstName: 'Ana' } } as never;
  const draft = {
    ...emptyDraft(),
    applicationId: 'A-1',
    values: {
      course: { intakeCRMId: 'I-OLD' },
      personal: { firstName: 'Anna' },
      contact: { email: 'x@y.nz' },
    },
    changed: ['personal'],
  } as never;
  // personal changed here: the device's; course saved since: the server's; contact only here: the device's.
  expect(initialValues(stored, draft, 'A-1')).toEqual({
    course: { intakeCRMId: 'I-1' },
    personal: { firstName: 'Anna' },
    contact: { email: 'x@y.nz' },
  });
  // A draft of another application is not used.
  expect(initialValues(stored, draft, 'A-2')).toBe(stored);
});

it('counts a step saved when the server has it and nothing changed here since', () => {
  const stored = { course: {}, personal: {} } as never;
  expect([...savedSteps(STEPS, stored, undefined)]).toEqual(['course', 'personal']);
  const draft = { ...emptyDraft(), changed: ['personal'] };
  expect([...savedSteps(STEPS, stored, draft)]).toEqual(['course']);
  const failed = { ...emptyDraft(), pending: [{ step: 'course', section: 'course', payload: {} }] };
  expect([...savedSteps(STEPS, stored, failed)]).toEqual(['personal']);
});

it('keeps a failed save to send again (the newest per step), and clears it once saved', () => {
  const save = {
    step: 'personal',
    section: 'personal',
    payload: { personalDetails: { firstName: 'A', lastName: 'B' } },
  };
  const start = { ...emptyDraft(), changed: ['personal', 'contact'] };
  const failed = afterSave(start, save, false, 1);
  expect(failed.pending).toEqual([save]);
  const newer = { ...save, payload: { personalDetails: { firstName: 'Ann', lastName: 'B' } } };
  expect(afterSave(failed, newer, false, 2).pending).toEqual([newer]);
  const ok = afterSave(failed, newer, true, 3);
  expect(ok).toEqual({ ...start, changed: ['contact'], pending: [], savedAt: 3 });
});

it('keeps on the device only the answers the server does not have: changed here, or waiting to be sent', () => {
  const save = { step: 'contact', section: 'contact', payload: { contactDetails: { email: 'x@y.nz' } } };
  const draft = {
    ...emptyDraft(),
    applicationId: 'A-1',
    values: {
      course: { intakeCRMId: 'I-1' },
      personal: { firstName: 'Anna' },
      contact: { email: 'x@y.nz' },
    },
    changed: ['personal'],
    pending: [save],
    savedAt: 5,
  } as never;
  expect(deviceCopy(draft)).toEqual({
    applicationId: 'A-1',
    values: { personal: { firstName: 'Anna' }, contact: { email: 'x@y.nz' } },
    changed: ['personal'],
    pending: [save],
    savedAt: 5,
  });
  // Everything saved: no answer stays on the device.
  expect(
    deviceCopy(
      afterSave(afterSave(draft, save, true, 6), { ...save, step: 'personal', section: 'personal' }, true, 7),
    ).values,
  ).toEqual({});
});
