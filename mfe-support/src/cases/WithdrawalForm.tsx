import { useLingui } from '@lingui/react/macro';
import type { Session } from '@portal/api';
import { CASE_SUCCESS_MS, useConfig, useProvider } from '@portal/config';
import { CheckboxField, RadioGroupField, TextareaField, useFormDraft, useSendForm } from '@portal/forms';
import { CaseForm } from './CaseForm';
import {
  descriptionMaxOf,
  withdrawalCasePayload,
  type WithdrawalSubtype,
  type WithdrawalValues,
} from './caseLogic';
import { sendWithdrawalCase } from './sendCase';

/** The radio value of the blank sub-type (a radio needs a value of its own; the case carries ''). */
const BLANK = 'blank';
type SubtypeChoice = Exclude<WithdrawalSubtype, ''> | typeof BLANK;

interface FormValues extends Omit<WithdrawalValues, 'subtype'> {
  subtype?: SubtypeChoice;
}

/** The fields kept on the device until the request is sent (useFormDraft). */
const KEPT_FIELDS = ['subtype', 'description'] as const;

const toSubtype = (choice: SubtypeChoice | undefined): WithdrawalSubtype =>
  !choice || choice === BLANK ? '' : choice;

/** The withdrawal request: sub-type (may be blank), optional description, and an
 * agree checkbox that must be ticked; sent by create case. */
export function WithdrawalForm({ session, labelledBy }: { session: Session; labelledBy: string }) {
  const { t } = useLingui();
  const provider = useProvider();
  const { caseDescriptionMax } = useConfig();
  // The agreement is given again by the student: only the choice and the text are kept.
  const draft = useFormDraft<FormValues>('withdrawal', session.studentId, { fields: KEPT_FIELDS });
  const sender = useSendForm<FormValues>(
    async ({ subtype, ...values }) => {
      await sendWithdrawalCase(
        withdrawalCasePayload(
          { ...values, subtype: toSubtype(subtype) },
          { provider, student: session.student, studentUpId: session.studentId, now: new Date() },
        ),
      );
      draft.forget();
    },
    { succeededMs: CASE_SUCCESS_MS },
  );

  return (
    <CaseForm<FormValues>
      sender={sender}
      draft={draft}
      labelledBy={labelledBy}
      texts={{
        sending: t`Sending your withdrawal request...`,
        failed: t`Sorry, your withdrawal request was not sent. Everything you entered is still here: please try again.`,
        succeeded: t`Your withdrawal request has been sent. Student services will confirm it by email within 48 business hours.`,
      }}
    >
      <RadioGroupField
        name="subtype"
        label={t`When are you withdrawing?`}
        options={[
          {
            value: 'Cancellation In-COP',
            label: t`Cancellation In-COP: within the cooling-off period (14 calendar days from when my enrolment conditions were met)`,
          },
          {
            value: 'Cancellation Out-COP',
            label: t`Cancellation Out-COP: after the cooling-off period has ended`,
          },
          { value: BLANK, label: t`I am not sure: leave it blank and the team will check for me` },
        ]}
      />
      <TextareaField
        name="description"
        label={t`Anything you would like us to know (optional)`}
        maxLength={descriptionMaxOf(caseDescriptionMax)}
        rows={4}
      />
      <CheckboxField
        name="agree"
        label={t`I understand that this asks to cancel my enrolment, and that the refund rule above applies`}
        required={t`Please tick the box to confirm your request`}
      />
    </CaseForm>
  );
}
