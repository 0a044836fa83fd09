import { Trans, useLingui } from '@lingui/react/macro';
import { useStudentFiles, useStudentId } from '@portal/api';
import { useConfig, usePageSize, useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { BusyMessage, ErrorBar, Heading, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { FilesTable } from './files/components/FilesTable';
import { useFileDownload } from './files/useFileDownload';

loadCatalog(messages);

/** Files: each with its name, size, modified time and a download button; recent items marked. */
export default function FilesPage() {
  const { t } = useLingui();
  const studentId = useStudentId();
  const provider = useProvider();
  const config = useConfig();
  const pageSize = usePageSize();
  const { data, error, isLoading } = useStudentFiles(studentId);
  const { download, failure } = useFileDownload(studentId);

  let content;
  if (isLoading) content = <BusyMessage>{t`Loading your files...`}</BusyMessage>;
  else if (error) content = <ErrorBar message={error.message} />;
  else if (!data || data.length === 0)
    content = (
      <Text color="fg.muted" py="4">
        <Trans>You have no files yet.</Trans>
      </Text>
    );
  else
    content = (
      <>
        {failure && <ErrorBar title={t`Could not download ${failure.name}`} message={failure.message} />}
        <FilesTable
          files={data}
          timezone={provider.timezone}
          pageSize={pageSize}
          recentPeriod={config.recentPeriod}
          onDownload={download}
        />
        <Text fontSize="sm" color="fg.muted">
          <Trans>Files changed in the last 24 hours are marked Recent.</Trans>
        </Text>
      </>
    );

  return (
    <Stack gap={{ base: 5, md: 6 }} w="full" maxW="5xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Files</Trans>
      </Heading>
      {content}
    </Stack>
  );
}
