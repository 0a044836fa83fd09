import { useMemo, type ReactNode } from 'react';
import type { Decorator } from 'final-form';
import { Form } from 'react-final-form';
import {
  KeptDraftNote,
  SendStatusBar,
  type FormDraft,
  type SendForm,
  type SendStatusBarProps,
} from '@portal/forms';
import { chakra } from '@portal/ui';
import { CaseFormButtons } from './CaseFormButtons';

export interface CaseFormProps<V> {
  /** The send of the form (useSendForm). */
  sender: SendForm<V>;
  /** What the student typed, kept on the device until it is sent (useFormDraft). */
  draft: FormDraft<V>;
  /** More of react-final-form's decorators, after the draft's (a list that does not change). */
  decorators?: Decorator<V>[];
  initialValues?: Partial<V>;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The texts of sending, failed and succeeded. */
  texts: SendStatusBarProps['texts'];
  /** The fields. */
  children: ReactNode;
}

/** A case form: its fields, the state of the send (busy, failed, succeeded) and the
 * buttons Cancel, Reset and Send. The form is busy while sending. What the student typed is kept on the device
 * until it is sent or reset, and a form that starts from it says so. */
export function CaseForm<V extends object>({
  sender,
  draft,
  decorators: more,
  initialValues,
  labelledBy,
  texts,
  children,
}: CaseFormProps<V>) {
  const decorators = useMemo(() => [...draft.decorators, ...(more ?? [])], [draft.decorators, more]);
  return (
    <Form<V> onSubmit={sender.onSubmit} initialValues={initialValues} decorators={decorators}>
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
          {draft.restored ? <KeptDraftNote /> : null}
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
