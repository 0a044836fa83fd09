import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionHeading } from './SectionHeading';
import '../fields/testing/setup';
import { TestProviders } from '../fields/testing/renderInForm';

it('is a heading without an edit button by default', () => {
  render(<SectionHeading title="Contact details" />, { wrapper: TestProviders });
  expect(screen.getByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it("has an edit icon button named 'Edit <title>' when it can be edited", async () => {
  const onEdit = jest.fn();
  render(<SectionHeading title="Address" as="h3" onEdit={onEdit} />, { wrapper: TestProviders });
  expect(screen.getByRole('heading', { level: 3, name: 'Address' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Address' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
});
