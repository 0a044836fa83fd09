import '../fields/testing/setup';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@portal/api';
import { ConfigProvider, DEFAULT_CONFIG, getProvider } from '@portal/config';
import { renderInForm } from '../fields/testing/renderInForm';
import { configureFakeApi, type ConfiguredFakeApi, type FakeResponse } from '@portal/testing/fakeApi';
import { CoursePickerField } from './CoursePickerField';

const PRODUCTS: Product[] = [
  {
    productId: 'P-1',
    productCRMId: 'CRM-1',
    name: 'Diploma of Web Development',
    level: 5,
    duration: '1 year',
    intakeList: [
      { intakeCRMId: 'I-1', startDate: '2026-02-16' },
      { intakeCRMId: 'I-2', startDate: '2026-07-13', name: 'Mid-year' },
    ],
  },
  {
    productCRMId: 'CRM-2',
    name: '',
    marketingName: 'Certificate in Design',
    intakeList: [{ intakeCRMId: 'I-3', startDate: '2026-03-02' }],
  },
];

let api: ConfiguredFakeApi;
let products: Promise<FakeResponse>;
beforeEach(() => {
  products = Promise.resolve({ body: PRODUCTS });
  api = configureFakeApi((path) => (path === 'v2/product?provider=yoobee' ? products : undefined));
});

const renderPicker = (onSubmit = jest.fn(), initialValues?: Record<string, unknown>) =>
  renderInForm(
    <ConfigProvider config={DEFAULT_CONFIG} provider={getProvider('yoobee')}>
      <CoursePickerField name="course" provider="yoobee" required />
    </ConfigProvider>,
    { onSubmit, initialValues },
  );

const courseSelect = () => screen.getByRole('combobox', { name: /Course/ });

it("shows 'Loading...' until the provider's courses arrive, then lists them by courseDisplay", async () => {
  let answer: (value: FakeResponse) => void = () => undefined;
  products = new Promise((resolve) => (answer = resolve));
  renderPicker();
  expect(within(courseSelect()).getByRole('option')).toHaveTextContent('Loading...');
  answer({ body: PRODUCTS });
  expect(
    await within(courseSelect()).findByRole('option', {
      name: 'Diploma of Web Development · Level 5 · 1 year',
    }),
  ).toBeInTheDocument();
  expect(within(courseSelect()).getByRole('option', { name: 'Certificate in Design' })).toBeInTheDocument();
  expect(api.seen).toEqual(['v2/product?provider=yoobee']);
});

it("then lists the chosen course's intakes; the value is { productId, productCRMId, intakeCRMId }", async () => {
  const onSubmit = jest.fn();
  renderPicker(onSubmit);
  await userEvent.selectOptions(
    courseSelect(),
    await within(courseSelect()).findByRole('option', { name: /Web/ }),
  );
  const intake = screen.getByRole('combobox', { name: /Intake/ });
  expect(
    within(intake)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose an intake', 'Starts February 16, 2026', 'Mid-year (July 13, 2026)']);
  await userEvent.selectOptions(intake, 'I-2');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledWith({
    course: { productId: 'P-1', productCRMId: 'CRM-1', intakeCRMId: 'I-2' },
  });
});

it('is required: submitting without an intake shows the required message', async () => {
  const onSubmit = jest.fn();
  renderPicker(onSubmit);
  await within(courseSelect()).findByRole('option', { name: /Design/ });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Required')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it.each([
  [{ productId: 'P-9', intakeCRMId: 'I-1' }, 'Course now unavailable: P-9'],
  [{ productId: 'P-1', intakeCRMId: 'I-9' }, 'Course intake is now unavailable: I-9'],
  [{ intakeCRMId: 'I-1' }, 'Expected at least one of productId,productCRMId'],
])('shows the lookup error of a value that is no longer offered (%j)', async (value, message) => {
  renderPicker(jest.fn(), { course: value });
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('shows the course and intake of its value whenever the value changes, and nothing once a restart empties it', async () => {
  const { form } = renderPicker();
  await within(courseSelect()).findByRole('option', { name: /Design/ });
  // A value given from elsewhere (answers read back, a step shown again): its course and its intake.
  act(() => form.change('course', { productId: 'P-1', productCRMId: 'CRM-1', intakeCRMId: 'I-2' }));
  expect(courseSelect()).toHaveValue('P-1');
  expect(screen.getByRole('combobox', { name: /Intake/ })).toHaveValue('I-2');
  // A course picked and no intake yet: the course stays shown, the value is empty until an intake is chosen.
  await userEvent.selectOptions(courseSelect(), 'CRM-2');
  expect(courseSelect()).toHaveValue('CRM-2');
  expect(screen.getByRole('combobox', { name: /Intake/ })).toHaveValue('');
  expect(form.getState().values.course).toBeUndefined();
  // Reset (a restart without the value) shows no course.
  act(() => form.restart({}));
  expect(courseSelect()).toHaveValue('');
  expect(screen.queryByRole('combobox', { name: /Intake/ })).not.toBeInTheDocument();
  act(() => form.restart({ course: { productCRMId: 'CRM-2', intakeCRMId: 'I-3' } }));
  expect(courseSelect()).toHaveValue('CRM-2');
  expect(screen.getByRole('combobox', { name: /Intake/ })).toHaveValue('I-3');
});
