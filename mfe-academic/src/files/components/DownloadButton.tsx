import { Trans, useLingui } from '@lingui/react/macro';
import { Button, chakra } from '@portal/ui';

/** A file's download button (the Files table's and the new-files card's): named by the file, busy while it
 * downloads. */
export function DownloadButton({
  name,
  busy,
  onClick,
}: {
  name: string;
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useLingui();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      colorPalette="brand"
      loading={busy}
      loadingText={t`Downloading...`}
      aria-label={t`Download ${name}`}
      onClick={onClick}
    >
      <chakra.svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
        <path
          d="M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 13.5h11"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </chakra.svg>
      <Trans>Download</Trans>
    </Button>
  );
}
