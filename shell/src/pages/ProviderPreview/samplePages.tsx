// The key pages of the portal as a draft's look draws them, with sample content like the local backend's: the home
// page, a table, a form with errors, a wizard's step and a dialog. The shell imports no remote: each page is made of
// the parts the remotes' pages are made of (@portal/ui, @portal/ui-table, @portal/forms).
import { useEffect, useRef, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  CloseButton,
  ContactFooter,
  Dialog,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  NotificationBar,
  Portal,
  SimpleGrid,
  Stack,
  StatusTag,
  Text,
  type StatusTone,
} from '@portal/ui';
import { RecordTable, type RecordColumn } from '@portal/ui-table';
import { CheckboxField, SelectField, TextField, Wizard, type WizardStep } from '@portal/forms';
import type { ProviderDocument } from '@portal/config';

export type SamplePage = 'home' | 'table' | 'form' | 'wizard' | 'dialog';

/** The draft's logos as addresses (the built-in provider's files, or the designer's own as blob: addresses). */
export interface DraftLogos {
  light?: string;
  dark?: string;
}

export interface SampleProps {
  document: ProviderDocument;
  logos: DraftLogos;
}

const money = (document: ProviderDocument, amount: number) =>
  new Intl.NumberFormat(document.country === 'AU' ? 'en-AU' : 'en-NZ', {
    style: 'currency',
    currency: document.country === 'AU' ? 'AUD' : 'NZD',
  }).format(amount);

const day = (document: ProviderDocument, iso: string) =>
  new Intl.DateTimeFormat(document.country === 'AU' ? 'en-AU' : 'en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: document.timezone,
  }).format(new Date(iso));

/** The wordmark on the header: the dark variant under the class `dark` where the draft has one; the name in the
 * header's colours where no logo is given. */
function Wordmark({ document, logos }: SampleProps) {
  if (!logos.light)
    return (
      <Text fontWeight="bold" fontSize="lg" fontFamily="heading">
        {document.name}
      </Text>
    );
  if (!logos.dark || logos.dark === logos.light)
    return <Image src={logos.light} alt={document.name} h={{ base: 7, md: 9 }} />;
  return (
    <>
      <Image src={logos.light} alt={document.name} h={{ base: 7, md: 9 }} _dark={{ display: 'none' }} />
      <Image
        src={logos.dark}
        alt={document.name}
        h={{ base: 7, md: 9 }}
        display="none"
        _dark={{ display: 'block' }}
      />
    </>
  );
}

/** The page's frame as the shell draws it: the header with the logo, the page, the footer with the contact. */
function Chrome({ document, logos, children }: SampleProps & { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" bg="header.bg" color="header.fg" borderBottomWidth="1px" borderColor="header.border">
        <Flex maxW="6xl" mx="auto" px="4" h={{ base: 14, md: 16 }} align="center" justify="space-between">
          <Wordmark document={document} logos={logos} />
          <Button variant="outline" size="sm" color="header.fg" borderColor="header.fg">
            <Trans>Menu</Trans>
          </Button>
        </Flex>
      </Box>
      <Box as="main" flex="1" w="full" maxW="6xl" mx="auto" px="4" py={{ base: 5, md: 8 }}>
        {children}
      </Box>
      <Box as="footer" bg="footer.bg" color="footer.fg" borderTopWidth="1px" borderColor="footer.border">
        <Flex maxW="6xl" mx="auto" px="4" py="5" gap="4" wrap="wrap" justify="space-between" fontSize="sm">
          <HStack as="nav" aria-label={t`Footer`} gap="4" wrap="wrap">
            <Text textDecoration="underline">
              <Trans>Privacy</Trans>
            </Text>
            <Text textDecoration="underline">
              <Trans>Terms of use</Trans>
            </Text>
          </HStack>
          <Text>© {document.name}</Text>
        </Flex>
      </Box>
    </Flex>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" rounded="l3" shadow="sm" p={{ base: 4, md: 6 }} borderWidth="1px">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function HomePage({ document }: SampleProps) {
  const { t } = useLingui();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Welcome back, Aroha</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Bachelor of Creative Media · Year 2</Trans>
        </Text>
      </Stack>
      <NotificationBar
        variant="info"
        title={t`Enrolments for next trimester are open`}
        message={t`Choose your courses before 14 February.`}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Panel title={t`Next payment`}>
          <Stack gap="3">
            <Text fontSize="2xl" fontWeight="bold">
              {money(document, 1450)}
            </Text>
            <Text color="fg.muted">
              <Trans>Due {day(document, '2027-03-01T00:00:00Z')}</Trans>
            </Text>
            <Button alignSelf="flex-start">
              <Trans>Pay now</Trans>
            </Button>
          </Stack>
        </Panel>
        <Panel title={t`Your enrolments`}>
          <Stack gap="2">
            <HStack justify="space-between" gap="2">
              <Text>
                <Trans>Motion Design Studio</Trans>
              </Text>
              <StatusTag tone="success">
                <Trans>Enrolled</Trans>
              </StatusTag>
            </HStack>
            <HStack justify="space-between" gap="2">
              <Text>
                <Trans>Visual Storytelling</Trans>
              </Text>
              <StatusTag tone="pending">
                <Trans>Pending</Trans>
              </StatusTag>
            </HStack>
            <Text color="brand.fg" textDecoration="underline">
              <Trans>See every enrolment</Trans>
            </Text>
          </Stack>
        </Panel>
        <Panel title={t`Latest grade`}>
          <Stack gap="2">
            <Text>
              <Trans>Typography I</Trans>
            </Text>
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
              A-
            </Text>
            <Button variant="outline" alignSelf="flex-start">
              <Trans>View grades</Trans>
            </Button>
          </Stack>
        </Panel>
      </SimpleGrid>
      <ContactFooter heading={t`Questions? Contact us`} contact={document.contact} />
    </Stack>
  );
}

interface Transaction {
  id: string;
  date: string;
  description: string;
  amount: number;
  status: { tone: StatusTone; label: string };
}

function TablePage({ document }: SampleProps) {
  const { t } = useLingui();
  const rows: Transaction[] = [
    {
      id: 'INV-10231',
      date: '2027-02-01T00:00:00Z',
      description: t`Tuition fee, trimester 1`,
      amount: 4350,
      status: { tone: 'success', label: t`Paid` },
    },
    {
      id: 'INV-10232',
      date: '2027-03-01T00:00:00Z',
      description: t`Instalment 2 of 3`,
      amount: 1450,
      status: { tone: 'warning', label: t`Due soon` },
    },
    {
      id: 'INV-10198',
      date: '2026-11-15T00:00:00Z',
      description: t`Student services levy`,
      amount: 320,
      status: { tone: 'fail', label: t`Overdue` },
    },
    {
      id: 'INV-10233',
      date: '2027-04-01T00:00:00Z',
      description: t`Instalment 3 of 3`,
      amount: 1450,
      status: { tone: 'pending', label: t`Scheduled` },
    },
  ];
  const columns: RecordColumn<Transaction>[] = [
    { key: 'date', header: t`Date`, cell: (row) => day(document, row.date), width: '18%' },
    { key: 'description', header: t`Description`, cell: (row) => row.description },
    { key: 'invoice', header: t`Invoice`, cell: (row) => row.id, width: '16%' },
    {
      key: 'amount',
      header: t`Amount`,
      cell: (row) => money(document, row.amount),
      align: 'end',
      width: '16%',
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => <StatusTag tone={row.status.tone}>{row.status.label}</StatusTag>,
      width: '16%',
    },
  ];
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <Trans>Payments</Trans>
      </Heading>
      <RecordTable
        caption={t`Transactions`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        stackedGrid={[
          ['date', 'amount'],
          ['description', 'status'],
          ['invoice', 'invoice'],
        ]}
      />
    </Stack>
  );
}

/** A form that has been sent once with mistakes: every field with its error, as a student sees it. */
function FormPage() {
  const { t } = useLingui();
  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        <Trans>Ask for support</Trans>
      </Heading>
      <Form
        onSubmit={() => undefined}
        initialValues={{ email: 'aroha.ngata@', topic: '' }}
        render={({ handleSubmit, form }) => (
          <SubmitOnce submit={form.submit}>
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="4" bg="bg.panel" rounded="l3" shadow="sm" p={{ base: 4, md: 6 }} borderWidth="1px">
                <TextField name="fullName" label={t`Full name`} required />
                <TextField name="email" type="email" label={t`Email`} required />
                <SelectField
                  name="topic"
                  label={t`Topic`}
                  required
                  placeholder={t`Choose a topic`}
                  options={[
                    { value: 'fees', label: t`Fees and payments` },
                    { value: 'courses', label: t`Courses and timetable` },
                  ]}
                />
                <Field.Root>
                  <Field.Label>
                    <Trans>Student number</Trans>
                  </Field.Label>
                  <Input value="20231187" readOnly />
                  <Field.HelperText>
                    <Trans>Shown on your student card.</Trans>
                  </Field.HelperText>
                </Field.Root>
                <CheckboxField name="copy" label={t`Send me a copy`} />
                <HStack gap="3">
                  <Button type="submit">
                    <Trans>Send</Trans>
                  </Button>
                  <Button variant="ghost">
                    <Trans>Cancel</Trans>
                  </Button>
                </HStack>
              </Stack>
            </form>
          </SubmitOnce>
        )}
      />
    </Stack>
  );
}

/** Sends the form once as it is first shown, so its fields show their errors. */
function SubmitOnce({ submit, children }: { submit: () => unknown; children: ReactNode }) {
  useEffect(() => {
    // Once every field has registered its rules.
    const timer = setTimeout(() => void submit(), 0);
    return () => clearTimeout(timer);
  }, [submit]);
  return <>{children}</>;
}

function WizardPage() {
  const { t } = useLingui();
  const steps: WizardStep[] = [
    { name: 'course', title: t`Your course`, render: () => null, completed: true },
    {
      name: 'about',
      title: t`About you`,
      render: () => (
        <Stack gap="4">
          <TextField name="givenName" label={t`Given name`} required />
          <TextField name="familyName" label={t`Family name`} required />
          <TextField name="email" type="email" label={t`Email`} required />
        </Stack>
      ),
    },
    { name: 'study', title: t`Study history`, render: () => null },
    { name: 'fees', title: t`Fees`, render: () => null },
  ];
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>Apply for a course</Trans>
      </Heading>
      <Wizard
        steps={steps}
        label={t`Apply for a course`}
        defaultStep="about"
        initialValues={{ givenName: 'Aroha', familyName: 'Ngata' }}
      />
    </Stack>
  );
}

function DialogPage({ document }: SampleProps) {
  const { t } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <Trans>Withdraw from a course</Trans>
      </Heading>
      <Text>
        <Trans>Motion Design Studio</Trans>
      </Text>
      {/* Open, without holding the keyboard: each frame of the preview shows its dialog, and the focus stays where
          the designer has it (the title, the dialog's first focus here, cannot take it). */}
      <Dialog.Root
        open
        modal={false}
        closeOnInteractOutside={false}
        role="alertdialog"
        initialFocusEl={() => title.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title ref={title}>
                  <Trans>Withdraw from Motion Design Studio?</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    <Trans>
                      You will lose your place, and {money(document, 1450)} of this trimester's fees is not
                      refunded.
                    </Trans>
                  </Text>
                  <Text color="fg.error" fontSize="sm">
                    <Trans>The refund date has passed.</Trans>
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline">
                  <Trans>Keep my place</Trans>
                </Button>
                <Button colorPalette="red">
                  <Trans>Withdraw</Trans>
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Close`} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

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
