import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentFile } from '@portal/api';
import { formatDate, formatFileSize } from '@portal/i18n';
import { Badge, Flex, Text } from '@portal/ui';
import { DataTable, type DataColumn } from '@portal/ui-table';
import { isRecent } from '../fileFacts';
import { DownloadButton } from './DownloadButton';

export interface FilesTableProps {
  files: StudentFile[];
  timezone: string;
  pageSize: number;
  recentPeriod: string;
  /** Downloads a file (fetch and save); rejects with the failure. */
  onDownload: (file: StudentFile) => Promise<void>;
}

/** The files: name (with the Recent marker), size, modified time and a download button. */
export function FilesTable({ files, timezone, pageSize, recentPeriod, onDownload }: FilesTableProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const now = useMemo(() => new Date(), []);

  const columns = useMemo<DataColumn<StudentFile>[]>(() => {
    const download = async (file: StudentFile) => {
      setBusy(file.id);
      try {
        await onDownload(file);
      } finally {
        setBusy(null);
      }
    };
    return [
      {
        key: 'name',
        header: t`Name`,
        width: '42%',
        sortValue: (f) => f.name,
        cell: (f) => (
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <Text as="span">{f.name}</Text>
            {isRecent(f.modified, now, recentPeriod) && (
              <Badge colorPalette="brand" variant="solid" size="sm">
                <Trans>Recent</Trans>
              </Badge>
            )}
          </Flex>
        ),
      },
      {
        key: 'size',
        header: t`Size`,
        width: '14%',
        align: 'end',
        sortValue: (f) => f.size,
        cell: (f) => formatFileSize(f.size),
      },
      {
        key: 'modified',
        header: t`Modified`,
        width: '26%',
        sortValue: (f) => f.modified,
        cell: (f) => formatDate(f.modified, timezone, 'LLL'),
      },
      {
        key: 'download',
        header: t`Download`,
        width: '18%',
        align: 'end',
        stackedLabel: false,
        cell: (f) => <DownloadButton name={f.name} busy={busy === f.id} onClick={() => void download(f)} />,
      },
    ];
  }, [t, timezone, recentPeriod, now, busy, onDownload]);

  return (
    <DataTable
      caption={t`Files`}
      columns={columns}
      rows={files}
      rowKey={(f) => f.id}
      defaultSort={{ key: 'modified', direction: 'descending' }}
      pageSize={pageSize}
      summary={(shown, total) => t`Showing ${shown} of ${total} files`}
    />
  );
}
