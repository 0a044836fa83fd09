import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { SendStatusBar, type SendForm, type SendStatusBarProps } from '@portal/forms';
import { chakra } from '@portal/ui';
import { CaseFormButtons } from './CaseFormButtons';

export interface CaseFormProps<V> {
  /** The send of the form (useSendForm). */
  sender: SendForm<V>;
  initialValues?: Partial<V>;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The texts of sending, failed and succeeded. */
  texts: SendStatusBarProps['texts'];
  /** The fields. */
  children: ReactNode;
}

/** A case form: its fields, the state of the send (busy, failed, succeeded) and the
 * buttons Cancel, Reset and Send. The form is busy while sending. */
export function CaseForm<V extends object>({
  sender,
  initialValues,
  labelledBy,
  texts,
  children,
}: CaseFormProps<V>) {
  return (
    <Form<V> onSubmit={sender.onSubmit} initialValues={initialValues}>
      {({ handleSubmit, form }) => (
        <chakra.form
          display="flex"
          flexDirection="column"
          gap="5"
          onSubmit={handleSubmit}
          noValidate
          aria-busy={sender.status === 'sending'}
          aria-labelledby={labelledBy}
        >
          {children}
          <SendStatusBar status={sender.status} error={sender.error} onClose={sender.dismiss} texts={texts} />
          <CaseFormButtons
            onReset={() => form.reset()}
            locked={sender.locked}
            sending={sender.status === 'sending'}
          />
        </chakra.form>
      )}
    </Form>
  );
}
