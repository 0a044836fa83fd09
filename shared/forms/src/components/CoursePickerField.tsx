import { useState } from 'react';
import { useFormState } from 'react-final-form';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, Stack } from '@portal/ui';
import { useProducts, type Product } from '@portal/api';
import { useProvider } from '@portal/config';
import { formatDate } from '@portal/i18n';
import {
  courseDisplay,
  findCourseIntake,
  requiredWhen,
  type CourseIntakeQuery,
  type RequiredFlag,
} from '../logic';
import { FieldFrame } from '../fields/FieldFrame';
import { useFieldFrame } from '../fields/useFieldFrame';
import { useFormField } from '../fields/useFormField';
import { errorMessage } from '../utils/errorMessage';

/** The course picker's value: the course (by either of its ids) and the chosen intake. */
export type CourseChoice = CourseIntakeQuery;

export interface CoursePickerFieldProps {
  name: string;
  /** The provider slug whose courses are listed (GET v2/product?provider=). */
  provider: string;
  /** The course select's label ('Course' by default). */
  label?: string;
  /** Required; a string is used as the message. */
  required?: RequiredFlag;
  disabled?: boolean;
}

const courseKey = (course: Pick<Product, 'productId' | 'productCRMId'>) =>
  course.productId ?? course.productCRMId ?? '';

/** The lookup error of a chosen value that is no longer offered, if any. */
function lookupError(products: Product[] | undefined, value: CourseChoice | undefined): string | undefined {
  if (!products || !value?.intakeCRMId) return undefined;
  try {
    findCourseIntake(products, value);
    return undefined;
  } catch (error) {
    return errorMessage(error);
  }
}

/** Picks a course of the provider (shown by name or marketing name, level and duration), then one of
 * its intakes. The value is `{ productId, productCRMId, intakeCRMId }`, set once an intake is chosen. */
export function CoursePickerField({ name, provider, label, required, disabled }: CoursePickerFieldProps) {
  const { t } = useLingui();
  const { timezone } = useProvider();
  const products = useProducts(provider);
  const courseLabel = label ?? t`Course`;
  const { input, meta } = useFormField<CourseChoice | undefined>(
    { name, label: courseLabel, required, disabled },
    requiredWhen(required),
  );
  const value = input.value || undefined;
  // The course shown is the value's, whatever set it (a choice, answers read back, a step shown again). A course
  // chosen whose intake is not chosen yet leaves the value empty: it is shown until the form starts again (a
  // restart or reset gives the form new initial values).
  const { initialValues } = useFormState({ subscription: { initialValues: true } });
  const [chosen, setChosen] = useState<{ course: string; since?: object }>({ course: '' });
  const picked = value ? courseKey(value) : chosen.since === initialValues ? chosen.course : '';
  const course = products.data?.find((c) => courseKey(c) === picked);
  const loading = !products.data && !products.error;
  // An error loading the courses or finding the chosen one shows under the course (its text, the
  // select's aria-invalid and aria-describedby together); the field's own error shows under the
  // intake once a course is picked, else under the course.
  const loadError = products.error?.message ?? lookupError(products.data, value);
  const courseFrame = useFieldFrame(meta, {
    hasHelper: false,
    required,
    error: (shown) => loadError ?? (course ? undefined : shown),
  });
  const intakeFrame = useFieldFrame(meta, { hasHelper: false, required });

  return (
    <Stack gap="3">
      <FieldFrame
        ids={courseFrame.ids}
        error={courseFrame.error}
        label={courseLabel}
        required={required}
        disabled={disabled}
      >
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field
            value={loading ? '' : picked}
            onChange={(e) => {
              setChosen({ course: e.currentTarget.value, since: initialValues });
              input.onChange(undefined);
            }}
            onBlur={input.onBlur}
            {...courseFrame.aria}
          >
            {loading ? (
              <option value="" disabled>
                {t`Loading...`}
              </option>
            ) : (
              <option value="">{t`Choose a course`}</option>
            )}
            {products.data?.map((c) => (
              <option key={courseKey(c)} value={courseKey(c)}>
                {courseDisplay(c).label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FieldFrame>
      {course ? (
        <FieldFrame
          ids={intakeFrame.ids}
          error={intakeFrame.error}
          label={t`Intake`}
          required={required}
          disabled={disabled}
        >
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field
              value={value?.intakeCRMId ?? ''}
              onChange={(e) => {
                const intakeCRMId = e.currentTarget.value;
                input.onChange(
                  intakeCRMId
                    ? { productId: course.productId, productCRMId: course.productCRMId, intakeCRMId }
                    : undefined,
                );
              }}
              onBlur={input.onBlur}
              {...intakeFrame.aria}
            >
              <option value="">{t`Choose an intake`}</option>
              {course.intakeList.map((intake) => {
                const starts = formatDate(intake.startDate, timezone);
                return (
                  <option key={intake.intakeCRMId} value={intake.intakeCRMId}>
                    {intake.name ? `${intake.name} (${starts})` : t`Starts ${starts}`}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldFrame>
      ) : null}
    </Stack>
  );
}
