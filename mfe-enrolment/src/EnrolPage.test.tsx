import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@portal/api';
import { preloadFormParts } from '@portal/ui';
import { renderPage, type Answers } from '@portal/testing';
import contract from './contract';
import EnrolPage from './EnrolPage';

beforeAll(() => preloadFormParts());

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
];

const open = (api: Answers = {}) =>
  renderPage(<EnrolPage />, {
    provider: 'yoobee',
    path: '/enrol',
    route: '/enrol/*',
    remotes: [contract],
    api: { 'GET v2/product?provider=yoobee': { body: PRODUCTS }, ...api },
  });

const chooseCourse = async () => {
  const course = await screen.findByRole('combobox', { name: /Course/ });
  await within(course).findByRole('option', { name: /Diploma of Web Development/ });
  await userEvent.selectOptions(course, 'P-1');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Intake/ }), 'I-2');
};

it('opens at the course step of the wizard, with its progress', async () => {
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Apply for a course' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Course and intake' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Progress through Apply for a course' })).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 1: Course and intake',
  );
  expect(await screen.findByRole('option', { name: /Diploma of Web Development/ })).toBeInTheDocument();
});

it("creates the application with the provider's course and intake", async () => {
  const { api } = open({ 'POST v2/studentApplication': { status: 201, body: { applicationId: 'A-77' } } });
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await chooseCourse();
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Your application A-77 has been started.')).toBeInTheDocument();
  const [sent] = api.requests.filter((r) => r.method === 'POST');
  expect(sent?.path).toBe('v2/studentApplication');
  expect(sent?.body).toEqual({
    provider: 'yoobee',
    studentUPId: 'S1',
    studyDetails: { productId: 'P-1', productCRMId: 'CRM-1', intakeCRMId: 'I-2' },
  });
});

it('stays on the step and shows the error panel when the application cannot be created', async () => {
  open({ 'POST v2/studentApplication': { status: 503, statusText: 'Service Unavailable', body: {} } });
  await chooseCourse();
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  const panel = await screen.findByRole('alert', { name: 'Sorry, this step could not be saved' });
  await userEvent.click(within(panel).getByRole('button', { name: 'More' }));
  expect(within(panel).getByText('Course and intake')).toBeVisible();
  expect(within(panel).getByText('503')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Course and intake' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Intake/ })).toHaveValue('I-2');
});

it('declares /enrol with its sub-routes, for signed-in students, in both menus', () => {
  expect(contract.routes).toEqual([
    { role: 'enrol', path: '/enrol/*', access: 'signedIn', page: 'EnrolPage' },
  ]);
  expect(contract.menu?.[0]?.in).toEqual(['user', 'burger']);
});
