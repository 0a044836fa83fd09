import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, HStack, NotificationBar, Stack, type NotificationVariant } from '@portal/ui';
import { SectionHeading } from '@portal/forms';

/** Buttons that show each variant of the notification bar (spec enrolment §2, §4). */
export function NotificationDemo() {
  const { t } = useLingui();
  const [shown, setShown] = useState<{ variant: NotificationVariant; key: number }>();
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
    <Box
      as="section"
      aria-labelledby="notification-demo"
      bg="bg.panel"
      rounded="xl"
      shadow="sm"
      p={{ base: 4, md: 6 }}
    >
      <SectionHeading id="notification-demo" title={t`Notification bar`} />
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          {(Object.keys(labels) as NotificationVariant[]).map((variant) => (
            <Button
              key={variant}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setShown((s) => ({ variant, key: (s?.key ?? 0) + 1 }))}
            >
              {labels[variant]}
            </Button>
          ))}
          <Button type="button" variant="ghost" size="sm" onClick={() => setShown(undefined)}>
            <Trans>Clear</Trans>
          </Button>
        </HStack>
        {shown ? (
          <NotificationBar
            key={shown.key}
            variant={shown.variant}
            message={texts[shown.variant]}
            onClose={() => setShown(undefined)}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
