import fc from 'fast-check';
import {
  activeStepIndex,
  findStep,
  isSkipped,
  nextDisabled,
  nextStepIndex,
  previousStepIndex,
  showInvalidWarning,
  stepProgress,
  withoutSections,
  type StepRules,
} from './wizardLogic';

type V = { country?: string };
const NONE: V = {};
const steps = (...defs: Partial<StepRules<V>>[]): StepRules<V>[] =>
  defs.map((def, i) => ({ name: `s${i}`, ...def }));

describe('the active step at the start', () => {
  it('is the requested default step, by index or by name', () => {
    const s = steps({}, {}, {}, {});
    expect(activeStepIndex(s, NONE, 2)).toBe(2);
    expect(activeStepIndex(s, NONE, 's3')).toBe(3);
    expect(activeStepIndex(s, NONE, 0)).toBe(0);
  });

  it('is a requested step even when it is completed or skippable (it has a Previous)', () => {
    const s = steps({ completed: true }, { skippable: true }, {});
    expect(activeStepIndex(s, NONE, 's0')).toBe(0);
    expect(activeStepIndex(s, NONE, 1)).toBe(1);
  });

  it('without a request, is the first step neither completed, disabled nor skippable', () => {
    const s = steps({ completed: true }, { disabled: true }, { skippable: true }, {}, {});
    expect(activeStepIndex(s, NONE)).toBe(3);
  });

  it('ignores an unknown request (a name no step has, an index out of range) as if none were made', () => {
    const s = steps({ completed: true }, {}, {});
    expect(activeStepIndex(s, NONE, 'nope')).toBe(1);
    expect(activeStepIndex(s, NONE, 7)).toBe(1);
    expect(activeStepIndex(s, NONE, -1)).toBe(1);
    expect(activeStepIndex(s, NONE, 1.5)).toBe(1);
    expect(activeStepIndex(s, NONE, '')).toBe(1);
  });

  it('passes over a requested step that is skipped: to the nearest open one after it, else before it', () => {
    const s = steps({}, { disabled: true }, { completed: true, previous: false }, {}, { disabled: true });
    expect(activeStepIndex(s, NONE, 's1')).toBe(3);
    expect(activeStepIndex(s, NONE, 's2')).toBe(3);
    expect(activeStepIndex(s, NONE, 's4')).toBe(3);
  });

  it('when every step is done, is the last step that is not skipped (e.g. the review)', () => {
    const s = steps(
      { completed: true, previous: false },
      { completed: true },
      { completed: true },
      { disabled: true },
    );
    expect(activeStepIndex(s, NONE)).toBe(2);
  });

  it('is undefined only when every step is skipped', () => {
    expect(
      activeStepIndex(steps({ disabled: true }, { completed: true, previous: false }), NONE),
    ).toBeUndefined();
    expect(activeStepIndex([], NONE)).toBeUndefined();
  });

  it('reads flags worked out from the values (a step only for NZ applicants)', () => {
    const s = steps({ completed: true }, { disabled: (v) => v.country !== 'NZ' }, {});
    expect(activeStepIndex(s, { country: 'NZ' })).toBe(1);
    expect(activeStepIndex(s, { country: 'AU' })).toBe(2);
    expect(activeStepIndex(s, { country: 'AU' }, 's1')).toBe(2);
  });

  it('never is a skipped step, whatever is asked (property)', () => {
    const flags = fc.record({
      disabled: fc.boolean(),
      completed: fc.boolean(),
      skippable: fc.boolean(),
      previous: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(flags, { maxLength: 8 }),
        fc.option(fc.oneof(fc.integer({ min: -2, max: 10 }), fc.constantFrom('s0', 's3', 'x'))),
        (defs, requested) => {
          const s = steps(...defs);
          const active = activeStepIndex(s, NONE, requested ?? undefined);
          const open = s.filter((step) => !isSkipped(step, NONE)).length;
          if (open === 0) return active === undefined;
          return active !== undefined && !isSkipped(s[active]!, NONE);
        },
      ),
    );
  });
});

describe('where Next goes', () => {
  it('is the next step neither disabled nor completed', () => {
    const s = steps({}, { disabled: true }, { completed: true }, { skippable: true }, {});
    expect(nextStepIndex(s, 0, NONE)).toBe(3);
    expect(nextStepIndex(s, 3, NONE)).toBe(4);
  });

  it('is undefined after the last step (the form is finished)', () => {
    const s = steps({}, {}, { completed: true }, { disabled: true });
    expect(nextStepIndex(s, 1, NONE)).toBeUndefined();
  });
});

describe('where Previous goes', () => {
  it('is the nearest earlier step that is not disabled (a completed one included)', () => {
    const s = steps({}, { completed: true }, { disabled: true }, {});
    expect(previousStepIndex(s, 3, NONE)).toBe(1);
    expect(previousStepIndex(s, 1, NONE)).toBe(0);
  });

  it('passes over a completed step with no Previous, which would be skipped straight away', () => {
    const s = steps({ completed: true, previous: false }, {}, {});
    expect(previousStepIndex(s, 2, NONE)).toBe(1);
    expect(previousStepIndex(s, 1, NONE)).toBeUndefined();
  });

  it('is undefined on the first open step and on a step with no Previous action', () => {
    const s = steps({ disabled: true }, {}, { previous: false });
    expect(previousStepIndex(s, 1, NONE)).toBeUndefined();
    expect(previousStepIndex(s, 2, NONE)).toBeUndefined();
  });
});

describe('the automatic skip', () => {
  it('skips disabled steps and completed steps with no Previous, nothing else', () => {
    expect(isSkipped({ name: 'a', disabled: true }, NONE)).toBe(true);
    expect(isSkipped({ name: 'a', completed: true, previous: false }, NONE)).toBe(true);
    expect(isSkipped({ name: 'a', completed: true }, NONE)).toBe(false);
    expect(isSkipped({ name: 'a', previous: false }, NONE)).toBe(false);
    expect(isSkipped({ name: 'a', skippable: true }, NONE)).toBe(false);
  });
});

describe('progress', () => {
  it('is the active step over the total of steps offered (disabled ones are not offered)', () => {
    const s = steps({}, { disabled: true }, {}, {}, {});
    expect(stepProgress(s, 0, NONE)).toEqual({ position: 1, total: 4, percent: 25 });
    expect(stepProgress(s, 2, NONE)).toEqual({ position: 2, total: 4, percent: 50 });
    expect(stepProgress(s, 4, NONE)).toEqual({ position: 4, total: 4, percent: 100 });
  });
});

describe('Next off', () => {
  const step: StepRules<V> = { name: 'a', canSubmit: (v) => v.country === 'NZ' };
  it('while submitting, while invalid and when the step cannot submit', () => {
    expect(nextDisabled(step, { submitting: true, invalid: false }, { country: 'NZ' })).toBe(true);
    expect(nextDisabled(step, { submitting: false, invalid: true }, { country: 'NZ' })).toBe(true);
    expect(nextDisabled(step, { submitting: false, invalid: false }, { country: 'AU' })).toBe(true);
    expect(nextDisabled(step, { submitting: false, invalid: false }, { country: 'NZ' })).toBe(false);
    expect(nextDisabled({ name: 'b' }, { submitting: false, invalid: false }, NONE)).toBe(false);
  });
});

it("shows the 'invalid' warning only when invalid and a field has been touched", () => {
  expect(showInvalidWarning(true, { a: false, b: true })).toBe(true);
  expect(showInvalidWarning(true, { a: false })).toBe(false);
  expect(showInvalidWarning(true, undefined)).toBe(false);
  expect(showInvalidWarning(false, { a: true })).toBe(false);
});

it('Reset keeps every value but the current step’s sections', () => {
  const values = { course: 'C1', firstName: 'Ana', lastName: 'Lee', email: 'a@b.nz' };
  expect(withoutSections(values, ['firstName', 'lastName'])).toEqual({ course: 'C1', email: 'a@b.nz' });
  expect(withoutSections(values, undefined)).toEqual(values);
  expect(withoutSections(values, undefined)).not.toBe(values);
});

it('finds a step by index or name', () => {
  const s = steps({}, {});
  expect(findStep(s, 's1')).toBe(1);
  expect(findStep(s, 1)).toBe(1);
  expect(findStep(s, undefined)).toBeUndefined();
});
