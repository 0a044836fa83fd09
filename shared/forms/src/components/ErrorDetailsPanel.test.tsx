import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api';
import { ErrorDetailsPanel } from './ErrorDetailsPanel';
import '../fields/testing/setup';
import { TestProviders } from '../fields/testing/renderInForm';

const failure = new ApiError('Bad Request: Up API PATCH v2/secure/studentApplication/A1', {
  method: 'PATCH',
  status: 400,
  requestBody: { firstName: 'Ana', courses: [{ intakeCRMId: 'I-1' }] },
});

it('shows a title and text, with the step, status code and request body behind "More"', async () => {
  render(
    <ErrorDetailsPanel error={failure} stepName="Personal details" onRetry={jest.fn()} onClose={jest.fn()} />,
    {
      wrapper: TestProviders,
    },
  );
  const panel = screen.getByRole('alert', { name: 'Sorry, this step could not be saved' });
  expect(panel).toHaveTextContent('Something went wrong while sending your details.');
  expect(screen.queryByText('Personal details')).not.toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByText('Personal details')).toBeVisible();
  expect(screen.getByText('400')).toBeVisible();
  expect(screen.getByText(/"intakeCRMId": "I-1"/)).toBeVisible();
  expect(screen.getByText('Bad Request: Up API PATCH v2/secure/studentApplication/A1')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
});

it('offers retry and close', async () => {
  const onRetry = jest.fn();
  const onClose = jest.fn();
  render(<ErrorDetailsPanel error={failure} stepName="Study" onRetry={onRetry} onClose={onClose} />, {
    wrapper: TestProviders,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('is at most 20rem high and scrolls', () => {
  render(<ErrorDetailsPanel error="Timeout" stepName="Study" onRetry={jest.fn()} onClose={jest.fn()} />, {
    wrapper: TestProviders,
  });
  const panel = screen.getByRole('alert');
  expect(getComputedStyle(panel).maxHeight).toBe('20rem');
  expect(getComputedStyle(panel).overflowY).toBe('auto');
});
