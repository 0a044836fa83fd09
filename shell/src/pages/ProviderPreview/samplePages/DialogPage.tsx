import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@portal/ui';
import { money, type SampleProps } from './sample';

/** A page with its confirmation dialog open: withdrawing from a course. */
export function DialogPage({ document }: SampleProps) {
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
