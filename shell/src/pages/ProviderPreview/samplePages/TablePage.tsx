import { Trans, useLingui } from '@lingui/react/macro';
import { Heading, Stack, StatusTag, type StatusTone } from '@portal/ui';
import { RecordTable, type RecordColumn } from '@portal/ui-table';
import { day, money, type SampleProps } from './sample';

interface Transaction {
  id: string;
  date: string;
  description: string;
  amount: number;
  status: { tone: StatusTone; label: string };
}

/** The payments page: a table of transactions, each with its status. */
export function TablePage({ document }: SampleProps) {
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
