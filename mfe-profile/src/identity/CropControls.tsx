import type { RefObject } from 'react';
import type { CropperImage } from 'cropperjs';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, HStack, Stack } from '@portal/ui';

/** How far one press of a move button moves the image, in pixels, and one zoom press zooms. */
const MOVE_STEP = 10;
const ZOOM_STEP = 0.1;

/** The crop's buttons, for the keyboard as for the pointer: zoom in and out, reset, and move the image. */
export function CropControls({ image }: { image: RefObject<CropperImage | null> }) {
  const { t } = useLingui();
  const move = (x: number, y: number) => image.current?.$move(x, y);
  const zoom = (by: number) => image.current?.$zoom(by);
  const reset = () => {
    image.current?.$resetTransform();
    image.current?.$center('cover');
  };
  return (
    <Stack gap="2" role="group" aria-label={t`Adjust the crop`}>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => zoom(ZOOM_STEP)}>
          <Trans>Zoom in</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => zoom(-ZOOM_STEP)}>
          <Trans>Zoom out</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={reset}>
          <Trans>Reset</Trans>
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => move(-MOVE_STEP, 0)}>
          <Trans>Move left</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => move(MOVE_STEP, 0)}>
          <Trans>Move right</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => move(0, -MOVE_STEP)}>
          <Trans>Move up</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => move(0, MOVE_STEP)}>
          <Trans>Move down</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
