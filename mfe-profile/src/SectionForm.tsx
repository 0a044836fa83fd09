import type { FormEvent, ReactNode } from 'react';
import { Box, Button } from '@portal/ui';

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

/** The submit button of a section's form: enabled only when the form is changed and valid,
 * busy while sending. */
export function SubmitButton({
  pristine,
  invalid,
  submitting,
  busyText,
  children,
}: {
  pristine?: boolean;
  invalid?: boolean;
  submitting?: boolean;
  busyText: string;
  children: ReactNode;
}) {
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
