import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, loadCatalog } from '@portal/i18n';
import type { ReactNode } from 'react';
import { PortalUiProvider } from '@portal/ui';
import { DataTable, RecordTable, nextSort, sortRows, type DataColumn } from './index';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <PortalUiProvider provider="soe">{children}</PortalUiProvider>
  </I18nProvider>
);

describe('sortRows', () => {
  const rows = [
    { name: 'Module 10', start: '2026-03-01' },
    { name: 'module 2', start: null },
    { name: 'Module 1', start: '2026-01-15' },
    { name: 'Module 2b', start: '2026-01-15' },
    { name: 'Module 3', start: '' },
  ];
  it('sorts texts naturally and ignores case', () => {
    expect(sortRows(rows, (r) => r.name, 'ascending').map((r) => r.name)).toEqual([
      'Module 1',
      'module 2',
      'Module 2b',
      'Module 3',
      'Module 10',
    ]);
  });

  it('puts rows without a value last in both directions and keeps ties in order', () => {
    expect(sortRows(rows, (r) => r.start, 'ascending').map((r) => r.name)).toEqual([
      'Module 1',
      'Module 2b',
      'Module 10',
      'module 2',
      'Module 3',
    ]);
    expect(sortRows(rows, (r) => r.start, 'descending').map((r) => r.name)).toEqual([
      'Module 10',
      'Module 1',
      'Module 2b',
      'module 2',
      'Module 3',
    ]);
  });

  it('orders numbers by size, and descending is ascending reversed for distinct values', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer()), (values) => {
        const up = sortRows(values, (v) => v, 'ascending');
        expect(up).toEqual([...values].sort((a, b) => a - b));
        expect(sortRows(values, (v) => v, 'descending')).toEqual([...up].reverse());
      }),
    );
  });

  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSort(undefined, 'a')).toEqual({ key: 'a', direction: 'ascending' });
    expect(nextSort({ key: 'a', direction: 'ascending' }, 'a')).toEqual({
      key: 'a',
      direction: 'descending',
    });
    expect(nextSort({ key: 'a', direction: 'descending' }, 'a')).toEqual({
      key: 'a',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'a', direction: 'descending' }, 'b')).toEqual({
      key: 'b',
      direction: 'ascending',
    });
  });
});

interface Row {
  name: string;
  size: number;
}
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { key: 'size', header: 'Size', cell: (r) => `${r.size} kB`, sortValue: (r) => r.size, align: 'end' },
  { key: 'note', header: 'Note', cell: () => 'n/a' },
];
const rows: Row[] = Array.from({ length: 11 }, (_, i) => ({ name: `File ${i + 1}`, size: (i * 7) % 11 }));

const names = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('is a table with a caption, its headers and a cell per column', () => {
    render(<DataTable caption="Files" columns={columns} rows={rows.slice(0, 2)} rowKey={(r) => r.name} />, {
      wrapper,
    });
    const table = screen.getByRole('table', { name: 'Files' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Size', 'Note']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['File 1', '0 kB', 'n/a', 'File 2', '7 kB', 'n/a']);
    // Only the sortable columns have a sort button; nothing is sorted yet.
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Name', 'Size']);
    expect(table.querySelector('[aria-sort]')).toBeNull();
  });

  it('sorts by click and by keyboard, with aria-sort on the sorted column only', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Files"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.name}
        defaultSort={{ key: 'name', direction: 'ascending' }}
      />,
      { wrapper },
    );
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(names().slice(0, 3)).toEqual(['File 1', 'File 2', 'File 3']);

    await user.click(screen.getByRole('button', { name: 'Size' }));
    expect(header('Size')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    const sizes = rows.map((r) => r.size).sort((a, b) => a - b);
    expect(
      within(screen.getAllByRole('rowgroup')[1]!)
        .getAllByRole('row')
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent),
    ).toEqual(sizes.map((s) => `${s} kB`));

    screen.getByRole('button', { name: 'Size' }).focus();
    await user.keyboard('{Enter}');
    expect(header('Size')).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard(' ');
    expect(header('Size')).toHaveAttribute('aria-sort', 'ascending');
    screen.getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names().slice(0, 3)).toEqual(['File 11', 'File 10', 'File 9']);
  });

  it('shows a page of rows; "Load more" adds a page of the sorted rows and focuses the first new row', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Files"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.name}
        defaultSort={{ key: 'name', direction: 'descending' }}
        pageSize={4}
        summary={(shown, total) => `Showing ${shown} of ${total} files`}
      />,
      { wrapper },
    );
    expect(names()).toEqual(['File 11', 'File 10', 'File 9', 'File 8']);
    expect(screen.getByText('Showing 4 of 11 files')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(names()).toHaveLength(8);
    expect(screen.getByRole('cell', { name: 'File 7' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(names()).toHaveLength(11);
    expect(screen.getByText('Showing 11 of 11 files')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Sorting keeps the rows shown.
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()[0]).toBe('File 1');
    expect(names()).toHaveLength(11);
  });

  it('has no count and no button when the rows fit one page', () => {
    render(
      <DataTable
        caption="Files"
        columns={columns}
        rows={rows.slice(0, 3)}
        rowKey={(r) => r.name}
        pageSize={8}
        summary={() => 'count'}
      />,
      { wrapper },
    );
    expect(screen.queryByText('count')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

it('names each value by its column for the stacked layout, unless the column says not to', () => {
  render(
    <DataTable
      caption="Files"
      columns={[
        ...columns.slice(0, 2),
        {
          key: 'get',
          header: 'Download',
          cell: () => <button type="button">Get</button>,
          stackedLabel: false,
        },
      ]}
      rows={rows.slice(0, 1)}
      rowKey={(r) => r.name}
    />,
    { wrapper },
  );
  expect(screen.getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual([
    'Name',
    'Size',
    'Download',
  ]);
});

describe('RecordTable', () => {
  it('shows the rows in their order, each header by its name alone (nothing sorts)', () => {
    render(
      <RecordTable
        caption="Files"
        columns={columns}
        rows={rows.slice(0, 3).reverse()}
        rowKey={(r) => r.name}
      />,
      {
        wrapper,
      },
    );
    const table = screen.getByRole('table', { name: 'Files' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Size', 'Note']);
    expect(names()).toEqual(['File 3', 'File 2', 'File 1']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(table.querySelector('[aria-sort]')).toBeNull();
  });

  // jsdom applies the styles below every breakpoint: the stacked layout of a phone.
  it('stacks a row as a grid of its cells, a cell of a later grid column at the end', () => {
    render(
      <RecordTable
        caption="Files"
        columns={columns}
        rows={rows.slice(0, 1)}
        rowKey={(r) => r.name}
        stackBelow="sm"
        stackedGrid={[
          ['name', 'size'],
          ['note', 'note'],
        ]}
        framed
      />,
      { wrapper },
    );
    const row = within(screen.getAllByRole('rowgroup')[1]!).getByRole('row');
    expect(getComputedStyle(row).display).toBe('grid');
    expect(getComputedStyle(row).gridTemplateAreas).toBe('"name size" "note note"');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => getComputedStyle(cell).gridArea)).toEqual(['name', 'size', 'note']);
    expect(cells.map((cell) => getComputedStyle(cell).textAlign)).toEqual(['start', 'end', 'start']);
  });
});
