import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '@portal/remote-contract';
import { useStudentFiles, useStudentId, type StudentFile } from '@portal/api';
import { useConfig, useProvider } from '@portal/config';
import { formatDate, formatFileSize, loadCatalog } from '@portal/i18n';
import { BusyMessage, ErrorBar, Flex, LoadFailure, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { isRecent } from './files/fileFacts';
import { DownloadButton } from './files/components/DownloadButton';
import { useFileDownload } from './files/useFileDownload';
import { CardLink } from './home/CardLink';

loadCatalog(messages);

/** Home card: the files changed within the recent period (24 hours), newest first, each with its download. */
export default function NewFilesCard() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const config = useConfig();
  const { data, error, isLoading, mutate } = useStudentFiles(studentId);
  const { download, failure } = useFileDownload(studentId);
  const [busy, setBusy] = useState<string | null>(null);
  const files = useMemo(() => {
    const now = new Date();
    return (data ?? [])
      .filter((f) => isRecent(f.modified, now, config.recentPeriod))
      .sort((a, b) => b.modified.localeCompare(a.modified));
  }, [data, config.recentPeriod]);

  const save = async (file: StudentFile) => {
    if (busy) return;
    setBusy(file.id);
    try {
      await download(file);
    } finally {
      setBusy(null);
    }
  };

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your files...`}</BusyMessage>;
  else if (error)
    content = (
      <LoadFailure title={t`Your files could not be loaded`} message={error.message} onRetry={mutate} />
    );
  else if (files.length === 0)
    content = (
      <Text color="fg.muted">
        <Trans>No new files in the last 24 hours.</Trans>
      </Text>
    );
  else
    content = (
      <>
        {failure && <ErrorBar title={t`Could not download ${failure.name}`} message={failure.message} />}
        <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
          {files.map((f) => (
            <Flex as="li" key={f.id} justify="space-between" align="center" gap="3" wrap="wrap">
              <Stack gap="0.5" minW="0" flex="1 1 12rem">
                <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
                  {f.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatFileSize(f.size)} · {formatDate(f.modified, provider.timezone, 'LLL')}
                </Text>
              </Stack>
              <DownloadButton name={f.name} busy={busy === f.id} onClick={() => void save(f)} />
            </Flex>
          ))}
        </Stack>
      </>
    );

  return (
    <Stack gap="3">
      {content}
      <CardLink to={ROUTES.files}>
        <Trans>See all files</Trans>
      </CardLink>
    </Stack>
  );
}
