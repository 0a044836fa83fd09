// Test support of the step tests (no test here): metadata lists with the dev-api's labels, and a form that renders
// one step's fields as the wizard does (one react-final-form form of EnrolValues, in an application store).
import { Suspense, useEffect, useState } from 'react';
import { Form, useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { ApplicationPayload } from '@portal/api';
import { activateLocale, i18n } from '@portal/i18n';
import { createApplicationStore } from '../application/applicationStore';
import { ApplicationStoreProvider } from '../application/ApplicationStoreContext';
import type { ApplicationStepDef, StepContext, SummaryRow } from '../form/step';
import type { EnrolValues } from '../form/values';
import { NZ } from './stepFixtures';

// The review's texts are read in English outside a rendered page too.
activateLocale();

export { METADATA } from './stepFixtures';

/** What a step knows in the tests: an NZ provider and the fixtures' metadata. */
export const CTX: StepContext = NZ;

function FormCapture({ onForm }: { onForm: (form: FormApi<EnrolValues>) => void }) {
  const form = useForm<EnrolValues>();
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return null;
}

/** One step's fields in a form of EnrolValues, with a Submit button; `onForm` gets the form's API. */
export function StepForm({
  step,
  initialValues,
  onForm,
  ctx = CTX,
}: {
  step: ApplicationStepDef;
  initialValues?: EnrolValues;
  onForm: (form: FormApi<EnrolValues>) => void;
  /** What the step knows (CTX by default). */
  ctx?: StepContext;
}) {
  const { Fields } = step;
  // The page's application store, as the wizard's page gives it to the steps (the fees step's flow is in it).
  const [store] = useState(() => createApplicationStore('S1', (payload) => payload as ApplicationPayload));
  return (
    <ApplicationStoreProvider store={store}>
      <Form<EnrolValues>
        onSubmit={() => undefined}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={step.name}>
            <Suspense fallback={null}>
              <Fields ctx={ctx} />
            </Suspense>
            <FormCapture onForm={onForm} />
            <button type="submit">Submit</button>
          </form>
        )}
      />
    </ApplicationStoreProvider>
  );
}

/** A step's title in English. */
export const titleText = (step: ApplicationStepDef) => i18n._(step.title);

/** Review rows as [question, answer] in English. */
export const summaryText = (rows: SummaryRow[]) => rows.map((row) => [i18n._(row.label), row.value]);
