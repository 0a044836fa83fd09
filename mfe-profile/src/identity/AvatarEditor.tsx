// The avatar editor's controls: choose an image (file picker or drag and drop), crop it
// with cropperjs to a centred circle at aspect 1 (drag and wheel, or the buttons from the keyboard), preview it,
// save it as a JPEG. Loaded only when the student opens it, cropperjs with it. Every part keeps its place from the
// start (the crop area is a square of its width before an image is chosen and while it decodes; a refused file is
// said in it; a failed save under the buttons), so nothing in the editor moves as the student goes on.
//
// cropperjs v2's elements are rendered here as JSX, not through its Cropper class (which builds them from an
// HTML template with innerHTML, a sink the CSP's Trusted Types refuse; no element of ours sets $template, the
// other innerHTML). Their own styles are constructed style sheets adopted by their shadow roots and their
// positions are set through the CSSOM (element.style), both allowed by the portal's CSP (style-src with a
// nonce, no 'unsafe-inline'); the circle and the layout around them are Emotion's (nonce'd) rules.
import 'cropperjs';
import type { CropperImage, CropperSelection } from 'cropperjs';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSaveStudentImage } from '@portal/api';
import { Box, Button, ErrorBar, Flex, HStack, SimpleGrid, Stack, Text, useObjectUrl } from '@portal/ui';
import type { Notify } from '../notify';
import { croppedJpeg, paintWhite } from './avatarCrop';
import { AVATAR_TYPES, readAvatarFile } from './avatarFile';
import { CropControls } from './CropControls';

export interface AvatarEditorProps {
  studentId: string;
  /** Closes the editor (after a save, or Cancel). */
  onDone: () => void;
  /** Told when a save starts and ends (the editor is not closed meanwhile). */
  onSaving?: (saving: boolean) => void;
  notify: Notify;
}

export default function AvatarEditor({ studentId, onDone, onSaving, notify }: AvatarEditorProps) {
  const { t } = useLingui();
  const id = useId().replace(/:/g, '');
  /** The image being cropped: the chosen file's bytes, typed as the image they are. */
  const [file, setFile] = useState<Blob>();
  const [problem, setProblem] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSavingState] = useState(false);
  const setSaving = (busy: boolean) => {
    setSavingState(busy);
    onSaving?.(busy);
  };
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const image = useRef<CropperImage>(null);
  const selection = useRef<CropperSelection>(null);
  const url = useObjectUrl(file);
  const save = useSaveStudentImage(studentId);

  // The image cropperjs draws takes its alt from this attribute (a property set by React is not passed on).
  const imageLabel = t`The image you are cropping`;
  useEffect(() => image.current?.setAttribute('alt', imageLabel), [url, imageLabel]);

  // The circle stays centred, 80 % of the crop area, when the area changes size (a phone turned round).
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = area.current;
    if (!url || !box) return undefined;
    const observer = new ResizeObserver(() => {
      const { width, height } = box.getBoundingClientRect();
      const size = Math.round(Math.min(width, height) * 0.8);
      selection.current?.$change((width - size) / 2, (height - size) / 2, size, size);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [url]);

  const damaged = t`This image could not be opened: it may be damaged. Choose another.`;
  // The preview is the crop itself, drawn again (once a frame at most) whenever the image moves or zooms.
  const preview = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const cropped = image.current;
    const circle = selection.current;
    if (!url || !cropped || !circle) return undefined;
    let live = true;
    let frame = 0;
    const draw = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        void circle
          .$toCanvas({ width: 160, height: 160, beforeDraw: paintWhite })
          .then((canvas) => live && preview.current?.replaceChildren(canvas));
      });
    };
    cropped.addEventListener('transform', draw);
    circle.addEventListener('change', draw);
    // Bytes that start as an image but do not decode (a damaged file): said, and nothing left to save.
    cropped.$ready().then(draw, () => {
      if (!live) return;
      setFile(undefined);
      setStatus('');
      setProblem(damaged);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      cropped.removeEventListener('transform', draw);
      circle.removeEventListener('change', draw);
    };
  }, [url, damaged]);

  // Files are read one at a time, the last choice wins (a quick second choice while the first is read).
  const choice = useRef(0);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const turn = (choice.current += 1);
    const read = await readAvatarFile(chosen);
    if (turn !== choice.current) return;
    setProblem(read.problem);
    setSaveError(undefined);
    // A refused file takes the crop's place: what is on show is the last choice.
    setFile(read.image);
    setStatus(read.image ? t`${chosen.name} is ready to crop.` : '');
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const onSave = async () => {
    if (!selection.current || saving) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      // Busy until the API has given the saved photo back: the crop stays here meanwhile, and the header and the
      // top bar keep the photo they had.
      const shown = await save(await croppedJpeg(selection.current));
      if (!shown) {
        // Sent, but the API did not give it back as a photo: the avatars keep the previous one, the crop stays.
        setSaveError(t`Your photo was sent, but it could not be loaded back to show it. Please try again.`);
        setSaving(false);
        return;
      }
      notify({ variant: 'success', message: t`Your photo has been saved.` });
      onSaving?.(false);
      onDone();
    } catch (error) {
      console.error('The photo could not be saved', error);
      // The crop stays as it is: Save again retries it.
      setSaveError(t`Your photo could not be saved. Please try again.`);
      setSaving(false);
    }
  };

  return (
    <Stack gap="4">
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        rounded="lg"
        p="4"
        data-testid="avatar-drop-zone"
      >
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => input.current?.click()}>
            {file ? <Trans>Choose another image</Trans> : <Trans>Choose an image</Trans>}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            <Trans>or drop one here. JPEG, PNG, GIF or WebP, up to 10 MB.</Trans>
          </Text>
        </Flex>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-label={t`Image file`}
          hidden
          onChange={(e) => {
            void choose(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
      </Box>
      <Text role="status" aria-live="polite" srOnly>
        {status}
      </Text>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Stack gap="3">
          {/* The crop area: a square of its width from the start, the image drawn into it once it decodes. */}
          <Box
            ref={area}
            role={url ? 'group' : undefined}
            aria-label={
              url
                ? t`Crop area: drag the image or use the buttons below; the circle is your photo`
                : undefined
            }
            w="full"
            maxW="22rem"
            aspectRatio="1"
            rounded="lg"
            overflow="hidden"
            borderWidth="1px"
            borderStyle={url ? 'solid' : 'dashed'}
            borderColor="border.emphasized"
            bg="bg.subtle"
            css={{
              // The backdrop (cropperjs' light checkerboard) in the scheme's own greys; the circle's outline white
              // with a dark ring inside, so it reads over any image in light and dark.
              '& cropper-canvas': {
                display: 'block',
                width: '100%',
                height: '100%',
                minWidth: 0,
                minHeight: 0,
                backgroundColor: 'bg.muted',
                backgroundImage:
                  'repeating-conic-gradient({colors.bg.emphasized} 0 25%, {colors.bg.muted} 0 50%)',
              },
              '& cropper-selection': {
                borderRadius: '50%',
                boxShadow: 'inset 0 0 0 2px rgba(0, 0, 0, 0.6), 0 0 0 100vmax rgba(0, 0, 0, 0.55)',
                outline: '2px solid white',
              },
            }}
          >
            {url ? (
              <cropper-canvas background>
                <cropper-image ref={image} src={url} alt="" initial-fit="cover" translatable scalable />
                <cropper-selection
                  id={`${id}-selection`}
                  ref={selection}
                  initial-coverage="0.8"
                  aspect-ratio="1"
                />
                <cropper-handle action="move" plain />
              </cropper-canvas>
            ) : problem ? (
              <Box p="3">
                <ErrorBar title={t`This file cannot be used`} message={problem} />
              </Box>
            ) : null}
          </Box>
          {/* Their place is kept (hidden, out of the tab order) until there is an image to crop. */}
          <Box visibility={url ? 'visible' : 'hidden'}>
            <CropControls image={image} />
          </Box>
        </Stack>
        <Stack gap="3" align="flex-start" visibility={url ? 'visible' : 'hidden'}>
          <Text fontWeight="semibold" id={`${id}-preview`}>
            <Trans>Preview</Trans>
          </Text>
          <Box
            ref={preview}
            role="img"
            aria-labelledby={`${id}-preview`}
            w="8rem"
            h="8rem"
            rounded="full"
            overflow="hidden"
            borderWidth="1px"
            borderColor="border.emphasized"
            bg="bg.muted"
            css={{ '& canvas': { width: '100%', height: '100%', display: 'block' } }}
          />
        </Stack>
      </SimpleGrid>

      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          disabled={!url}
          loading={saving}
          loadingText={t`Saving photo...`}
          onClick={() => void onSave()}
        >
          <Trans>Save photo</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
      {saveError ? <ErrorBar message={saveError} /> : null}
    </Stack>
  );
}
