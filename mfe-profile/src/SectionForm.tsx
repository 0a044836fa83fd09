import type { FormEvent, ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { Box, Button } from '@portal/ui';

/** What a section's form renders as a whole on: its submission starting and ending. Each field follows its own
 * state, and the submit button the form's (SubmitButton), so a keystroke renders neither the whole form nor every
 * field again. */
export const FORM_SUBSCRIPTION = { submitting: true } as const;

/** A section's form: one submission at a time (a second submit while one is sending does nothing), the
 * browser's own validation off (the form's rules and messages apply). */
export function SectionForm({
  label,
  submitting,
  onSubmit,
  children,
}: {
  label: string;
  submitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        if (submitting) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}

/** The submit button of a section's form (inside its react-final-form `Form`): enabled only when the form is changed
 * and valid, busy while sending. It follows the form's state itself: the form around it does not render again. */
export function SubmitButton({ busyText, children }: { busyText: string; children: ReactNode }) {
  const { pristine, invalid, submitting } = useFormState({
    subscription: { pristine: true, invalid: true, submitting: true },
  });
  return (
    <Box>
      <Button
        type="submit"
        colorPalette="brand"
        disabled={pristine || invalid}
        loading={submitting}
        loadingText={busyText}
      >
        {children}
      </Button>
    </Box>
  );
}
