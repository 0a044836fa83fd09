import { useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api';
import { useLocation, useNavigate, type NavigateFunction } from '@portal/router';
import { MemoryRouter } from '@portal/testing';
import '../fields/testing/setup';
import { TestProviders } from '../fields/testing/renderInForm';
import { TextField } from '../fields/TextField';
import { useRouteStep } from './stepLocation';
import { Wizard, type WizardProps, type WizardStep } from './Wizard';

type Values = Record<string, unknown>;

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const course: WizardStep = {
  name: 'course',
  title: 'Course and intake',
  sections: ['course'],
  render: () => <TextField name="course" label="Course" required />,
};
const personal: WizardStep = {
  name: 'personal',
  title: 'Personal details',
  sections: ['firstName', 'lastName'],
  render: () => (
    <>
      <TextField name="firstName" label="First name" required />
      <TextField name="lastName" label="Last name" />
    </>
  ),
};
const contact: WizardStep = {
  name: 'contact',
  title: 'Contact',
  sections: ['email'],
  render: () => <TextField name="email" label="Email" />,
};
const review: WizardStep = {
  name: 'review',
  title: 'Review',
  render: () => <p>Check your answers</p>,
};

const renderWizard = (props: Partial<WizardProps> = {}) =>
  render(<Wizard label="Apply for a course" steps={[course, personal, contact, review]} {...props} />, {
    wrapper: TestProviders,
  });

const heading = () => screen.getByRole('heading', { level: 2 });
const button = (name: string) => screen.getByRole('button', { name });
const next = () => button('Next');

describe('the step indicator and progress bar', () => {
  it('say which step of how many is active, for screen readers too', () => {
    renderWizard();
    expect(heading()).toHaveTextContent('Course and intake');
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 4');
    const bar = screen.getByRole('progressbar', { name: 'Progress through Apply for a course' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 4: Course and intake');
    const list = screen.getByRole('list', { name: 'Steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1. Course and intake',
      '2. Personal details',
      '3. Contact',
      '4. Review',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('leave out disabled steps and mark completed ones', () => {
    renderWizard({
      steps: [{ ...course, completed: true }, { ...personal, disabled: true }, contact, review],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1. Course and intake (completed)',
      '2. Contact',
      '3. Review',
    ]);
  });
});

describe('the step it starts at', () => {
  it('is the requested default step, by name or by index', () => {
    const { unmount } = renderWizard({ defaultStep: 'contact' });
    expect(heading()).toHaveTextContent('Contact');
    unmount();
    renderWizard({ defaultStep: 1 });
    expect(heading()).toHaveTextContent('Personal details');
  });

  it('is otherwise the first step neither completed, disabled nor skippable', () => {
    renderWizard({
      steps: [
        { ...course, completed: true },
        { ...personal, disabled: true },
        { ...contact, skippable: true },
        review,
      ],
    });
    expect(heading()).toHaveTextContent('Review');
  });

  it('does not take focus on its first showing', () => {
    renderWizard();
    expect(heading()).not.toHaveFocus();
  });
});

describe('Next', () => {
  it('is off while the form is invalid, and the invalid warning shows once a field is touched', async () => {
    renderWizard();
    expect(next()).toBeDisabled();
    expect(screen.queryByText(/missing or invalid/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /Course/ }));
    await userEvent.tab();
    expect(screen.getByText(/missing or invalid/)).toHaveTextContent(
      'Some answers on this step are missing or invalid: please check the fields above.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'BSB50120');
    expect(screen.queryByText(/missing or invalid/)).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it("is off while the step's own can-submit check fails", async () => {
    renderWizard({ steps: [{ ...course, canSubmit: (v) => v.course === 'OK' }, personal] });
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'NO');
    expect(next()).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: /Course/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'OK');
    expect(next()).toBeEnabled();
  });

  it("submits the step and moves on only once the step's promise resolves; off meanwhile", async () => {
    const save = deferred();
    const onSubmit = jest.fn(() => save.promise);
    renderWizard({ steps: [{ ...course, onSubmit }, personal, contact] });
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'BSB50120');
    await userEvent.click(next());
    expect(onSubmit).toHaveBeenCalledWith({ course: 'BSB50120' }, expect.anything());
    expect(heading()).toHaveTextContent('Course and intake');
    expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled();

    await act(async () => save.resolve());
    expect(heading()).toHaveTextContent('Personal details');
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3');
  });

  it('also submits with Enter in a field', async () => {
    const onSubmit = jest.fn();
    renderWizard({ steps: [{ ...course, onSubmit }, personal] });
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'BSB50120{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toHaveFocus();
  });

  it('stays on a failed step and shows the error panel; Retry submits again, Close hides it', async () => {
    const failure = new ApiError('Service Unavailable: Up API PATCH v2/secure/studentApplication/A1', {
      method: 'PATCH',
      status: 503,
      requestBody: { course: 'BSB50120' },
    });
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(undefined);
    renderWizard({ steps: [{ ...course, onSubmit }, personal] });
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'BSB50120');
    await userEvent.click(next());

    const panel = await screen.findByRole('alert', { name: 'Sorry, this step could not be saved' });
    expect(heading()).toHaveTextContent('Course and intake');
    await userEvent.click(within(panel).getByRole('button', { name: 'More' }));
    expect(within(panel).getByText('Course and intake')).toBeVisible();
    expect(within(panel).getByText('503')).toBeVisible();
    expect(within(panel).getByText(/"course": "BSB50120"/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Course/ })).toHaveValue('BSB50120');

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(next());
    await userEvent.click(
      within(await screen.findByRole('alert', { name: /could not be saved/ })).getByRole('button', {
        name: 'Retry',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays when the step answers with per-field submission errors', async () => {
    const onSubmit = jest.fn(async () => ({ course: 'This course is full' }));
    renderWizard({ steps: [{ ...course, onSubmit }, personal] });
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'BSB50120');
    await userEvent.click(next());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(heading()).toHaveTextContent('Course and intake');
  });

  it('goes to the next step neither disabled nor completed', async () => {
    renderWizard({
      steps: [course, { ...personal, completed: true }, { ...contact, disabled: true }, review],
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'BSB50120');
    await userEvent.click(next());
    expect(await screen.findByRole('heading', { name: 'Review' })).toHaveFocus();
  });

  it('is Submit on the last step, which finishes the form with every answer', async () => {
    const onFinish = jest.fn();
    renderWizard({ steps: [course, contact], onFinish });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'BSB50120');
    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Contact' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.nz');
    await userEvent.click(button('Submit'));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ course: 'BSB50120', email: 'ana@example.nz' }),
    );
  });
});

describe('Previous', () => {
  it('goes to the nearest earlier step not disabled, keeping every answer', async () => {
    renderWizard({
      steps: [course, { ...personal, disabled: true }, contact],
      initialValues: { course: 'BSB50120' },
    });
    expect(button('Previous')).toBeDisabled();
    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Contact' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.nz');
    await userEvent.click(button('Previous'));
    expect(heading()).toHaveTextContent('Course and intake');
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Course/ })).toHaveValue('BSB50120');
    await userEvent.click(next());
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.nz');
  });

  it('shows the answers given since the form started, also to a field that reads its value when it mounts', async () => {
    // A field that keeps what it shows in its own state, set from the form's value when it mounts (as a
    // picker whose first choice narrows the second does).
    function MountValue() {
      const { input } = useField<string | undefined>('picked');
      const [shown] = useState(() => input.value || 'nothing');
      return <output aria-label="Picked when shown">{shown}</output>;
    }
    const first: WizardStep = {
      ...course,
      render: () => (
        <>
          <TextField name="course" label="Course" required />
          <TextField name="picked" label="Picked" />
          <MountValue />
        </>
      ),
    };
    const onSubmit = jest.fn();
    renderWizard({
      steps: [first, { ...personal, onSubmit }, contact],
      initialValues: { course: 'BSB50120' },
    });
    const box = screen.getByRole('textbox', { name: /Course/ });
    await userEvent.clear(box);
    await userEvent.type(box, 'ICT50220');
    await userEvent.type(screen.getByRole('textbox', { name: /Picked/ }), 'Mid-year');
    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Personal details' });
    // A new step starts with nothing touched: no warning before the applicant has done anything there.
    expect(next()).toBeDisabled();
    expect(screen.queryByText(/missing or invalid/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Aroha');

    await userEvent.click(button('Previous'));
    expect(heading()).toHaveTextContent('Course and intake');
    expect(screen.getByRole('textbox', { name: /Course/ })).toHaveValue('ICT50220');
    expect(screen.getByRole('textbox', { name: /Picked/ })).toHaveValue('Mid-year');
    expect(screen.getByRole('status', { name: 'Picked when shown' })).toHaveTextContent('Mid-year');
    expect(screen.queryByText(/missing or invalid/)).not.toBeInTheDocument();

    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Personal details' });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Aroha');
    expect(screen.queryByText(/missing or invalid/)).not.toBeInTheDocument();
    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Contact' });
    expect(onSubmit).toHaveBeenLastCalledWith(
      { course: 'ICT50220', picked: 'Mid-year', firstName: 'Aroha' },
      expect.anything(),
    );
  });

  it('is off on a step with no Previous action; a completed step without one is skipped', async () => {
    renderWizard({
      steps: [{ ...course, completed: true, previous: false }, { ...personal, previous: false }, contact],
    });
    expect(heading()).toHaveTextContent('Personal details');
    expect(button('Previous')).toBeDisabled();
  });
});

it('Reset re-initialises the form without the current step’s answers, keeping the others', async () => {
  renderWizard({ initialValues: { course: 'BSB50120' }, defaultStep: 'personal' });
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
  await userEvent.click(button('Reset'));
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
  expect(screen.queryByText(/missing or invalid/)).not.toBeInTheDocument();
  await userEvent.click(button('Previous'));
  expect(screen.getByRole('textbox', { name: /Course/ })).toHaveValue('BSB50120');
});

describe('in the URL (/enrol/<step>)', () => {
  let navigate: NavigateFunction;
  function Probe() {
    navigate = useNavigate();
    return <output aria-label="address">{useLocation().pathname}</output>;
  }
  function RoutedWizard(props: Partial<WizardProps>) {
    return (
      <Wizard
        label="Apply for a course"
        steps={[course, personal, contact, review]}
        location={useRouteStep('/enrol')}
        {...props}
      />
    );
  }
  const renderAt = (path: string, props: Partial<WizardProps<Values>> = {}) =>
    render(<RoutedWizard {...props} />, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <TestProviders>
          <MemoryRouter initialEntries={[path]}>
            {children}
            <Probe />
          </MemoryRouter>
        </TestProviders>
      ),
    });
  const address = () => screen.getByRole('status', { name: 'address' });

  it('opens the step the address names', () => {
    renderAt('/enrol/contact');
    expect(heading()).toHaveTextContent('Contact');
    expect(address()).toHaveTextContent('/enrol/contact');
  });

  it('names the starting step in the address when none is given, or an unknown or skipped one', () => {
    renderAt('/enrol', { initialValues: {} });
    expect(address()).toHaveTextContent('/enrol/course');
  });

  it('corrects a skipped step in place', () => {
    renderAt('/enrol/personal', { steps: [course, { ...personal, disabled: true }, contact] });
    expect(heading()).toHaveTextContent('Contact');
    expect(address()).toHaveTextContent('/enrol/contact');
  });

  it('lets the student leave for another page while it is still shown (that page loading)', async () => {
    renderAt('/enrol/course');
    await act(async () => navigate('/payments'));
    expect(address()).toHaveTextContent('/payments');
  });

  it("moves between steps with the browser's back and forward", async () => {
    renderAt('/enrol/course', { initialValues: { course: 'BSB50120', firstName: 'Ana' } });
    await userEvent.click(next());
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toHaveFocus();
    expect(address()).toHaveTextContent('/enrol/personal');
    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Contact' });

    await act(async () => navigate(-1));
    expect(heading()).toHaveTextContent('Personal details');
    expect(heading()).toHaveFocus();
    await act(async () => navigate(-1));
    expect(heading()).toHaveTextContent('Course and intake');
    await act(async () => navigate(1));
    expect(heading()).toHaveTextContent('Personal details');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
  });

  it("shows an answer changed since the form started after the browser's back and forward", async () => {
    renderAt('/enrol/course', { initialValues: { course: 'BSB50120', firstName: 'Ana' } });
    await userEvent.clear(screen.getByRole('textbox', { name: /Course/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Course/ }), 'ICT50220');
    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Personal details' });
    await userEvent.clear(screen.getByRole('textbox', { name: /First name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Aroha');
    await act(async () => navigate(-1));
    expect(screen.getByRole('textbox', { name: /Course/ })).toHaveValue('ICT50220');
    await act(async () => navigate(1));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Aroha');
  });
});
