// The key pages of the portal as a draft's look draws them, with sample content like the local backend's: the home
// page, a table, a form with errors, a wizard's step and a dialog. The shell imports no remote: each page is made of
// the parts the remotes' pages are made of (@portal/ui, @portal/ui-table, @portal/forms).
import type { ReactNode } from 'react';
import { Chrome } from './Chrome';
import { DialogPage } from './DialogPage';
import { FormPage } from './FormPage';
import { HomePage } from './HomePage';
import type { SamplePage, SampleProps } from './sample';
import { TablePage } from './TablePage';
import { WizardPage } from './WizardPage';

export type { DraftLogos, SamplePage, SampleProps } from './sample';

const PAGES: Record<SamplePage, (props: SampleProps) => ReactNode> = {
  home: HomePage,
  table: TablePage,
  form: FormPage,
  wizard: WizardPage,
  dialog: DialogPage,
};

/** A key page of the portal in the draft's look, inside the header and footer. */
export function SamplePageView({ page, ...props }: SampleProps & { page: SamplePage }) {
  const Page = PAGES[page];
  return (
    <Chrome {...props}>
      <Page {...props} />
    </Chrome>
  );
}
