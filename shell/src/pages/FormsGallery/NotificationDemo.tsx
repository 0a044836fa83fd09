import { Trans, useLingui } from '@lingui/react/macro';
import { Button, HStack, type NotificationVariant } from '@portal/ui';
import { GlobalProvider, useGlobal } from '@portal/forms';
import { GalleryPanel } from './GallerySection';

const VARIANTS: NotificationVariant[] = ['busy', 'error', 'info', 'success', 'warning'];

/** Buttons that show each variant through the form flow's one notification bar (useGlobal). */
function NotificationButtons() {
  const { t } = useLingui();
  const { notify, clearNotification } = useGlobal();
  const texts: Record<NotificationVariant, string> = {
    busy: t`Saving your application...`,
    error: t`Your application could not be saved.`,
    info: t`Your application is saved as a draft.`,
    success: t`Your application has been submitted.`,
    warning: t`Your session ends in five minutes.`,
  };
  const labels: Record<NotificationVariant, string> = {
    busy: t`Show busy`,
    error: t`Show error`,
    info: t`Show info`,
    success: t`Show success`,
    warning: t`Show warning`,
  };
  return (
    <HStack gap="2" wrap="wrap">
      {VARIANTS.map((variant) => (
        <Button
          key={variant}
          type="button"
          variant="outline"
          size="sm"
          onClick={() => notify({ variant, message: texts[variant] })}
        >
          {labels[variant]}
        </Button>
      ))}
      <Button type="button" variant="ghost" size="sm" onClick={clearNotification}>
        <Trans>Clear</Trans>
      </Button>
    </HStack>
  );
}

/** The notification bar (busy, error, info, success, warning): every variant, shown by a GlobalProvider. */
export function NotificationDemo() {
  const { t } = useLingui();
  return (
    <GalleryPanel title={t`Notification bar`}>
      <GlobalProvider>
        <NotificationButtons />
      </GlobalProvider>
    </GalleryPanel>
  );
}
