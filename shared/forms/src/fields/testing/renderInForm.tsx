// Test support: renders fields inside a real react-final-form `Form`, with the portal's providers
// (Lingui, configuration, Chakra) and a fresh SWR cache, and gives the test the form's current values.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { SWRConfig } from 'swr';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ConfigProvider, DEFAULT_CONFIG, getProvider } from '@portal/config';
import { i18n } from '@portal/i18n';
import { PortalUiProvider } from '@portal/ui';

type Values = Record<string, unknown>;

export interface FormHarness extends RenderResult {
  /** The form's values now. */
  values(): Values;
  form: FormApi<Values>;
}

/** The portal's providers around `children` (the default configuration, a fresh SWR cache each time). */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider config={DEFAULT_CONFIG} provider={getProvider('yoobee')}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <PortalUiProvider provider="yoobee">{children}</PortalUiProvider>
        </SWRConfig>
      </ConfigProvider>
    </I18nProvider>
  );
}

/** Renders `fields` in a form with a Submit button; `onSubmit` gets the values. */
export function renderInForm(
  fields: ReactElement,
  {
    initialValues,
    onSubmit = () => undefined,
  }: { initialValues?: Values; onSubmit?: (values: Values) => void } = {},
): FormHarness {
  let form: FormApi<Values> | undefined;
  const result = render(
    <TestProviders>
      <Form<Values>
        onSubmit={(values) => onSubmit(values)}
        initialValues={initialValues}
        render={({ handleSubmit, form: api }) => {
          form = api;
          return (
            <form onSubmit={handleSubmit} noValidate>
              {fields}
              <button type="submit">Submit</button>
            </form>
          );
        }}
      />
    </TestProviders>,
  );
  return {
    ...result,
    get form() {
      return form as FormApi<Values>;
    },
    values: () => (form as FormApi<Values>).getState().values,
  };
}
