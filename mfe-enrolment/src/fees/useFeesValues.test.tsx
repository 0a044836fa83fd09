import { act, render } from '@testing-library/react';
import { Form, useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { EnrolValues, FeesValues } from '../form/values';
import { useFeesValues } from './useFeesValues';

/** The hook in a form of EnrolValues: the section it reads, its change, and the form's values. */
const inForm = (initialValues: EnrolValues) => {
  let answer: ReturnType<typeof useFeesValues> | undefined;
  let form: FormApi<EnrolValues> | undefined;
  function Probe() {
    answer = useFeesValues();
    form = useForm<EnrolValues>();
    return null;
  }
  render(
    <Form<EnrolValues> onSubmit={() => undefined} initialValues={initialValues} render={() => <Probe />} />,
  );
  return {
    fees: () => answer![0],
    change: (change: Partial<FeesValues>) => act(() => answer![1](change)),
    values: () => form!.getState().values,
  };
};

it('writes the answers given and keeps the other answers of the section and the form', () => {
  const { fees, change, values } = inForm({
    fees: { method: 'instalments', frequency: 'Monthly', instalmentMethod: 'Bank Account' },
    personal: { firstName: 'Aroha' },
  });
  change({ settled: true });
  expect(values()).toEqual({
    fees: { method: 'instalments', frequency: 'Monthly', instalmentMethod: 'Bank Account', settled: true },
    personal: { firstName: 'Aroha' },
  });
  expect(fees()).toEqual(values().fees);
});

it('starts the section when the form has none', () => {
  const { fees, change, values } = inForm({});
  expect(fees()).toEqual({});
  change({ method: 'card' });
  expect(values()).toEqual({ fees: { method: 'card' } });
  change({ settled: false });
  expect(values()).toEqual({ fees: { method: 'card', settled: false } });
});

it('writes nothing when the answers given are those the section has', () => {
  const { change, values } = inForm({ fees: { method: 'bank', settled: true } });
  const before = values();
  change({ method: 'bank' });
  change({ method: 'bank', settled: true });
  expect(values()).toBe(before);
  change({ settled: false });
  expect(values()).not.toBe(before);
  expect(values().fees).toEqual({ method: 'bank', settled: false });
});
