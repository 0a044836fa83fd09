import { lazy, memo, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStudentImage, type Student } from '@portal/api';
import { Box, BusyMessage, Button, Flex, Heading, Stack, StudentAvatar, Text } from '@portal/ui';
import type { Notify } from '../notify';
import { PANEL } from '../ProfileSection';

// The editor and cropperjs load only when the student opens it (the route carries neither).
const AvatarEditor = lazy(() => import(/* webpackChunkName: "avatar-editor" */ './AvatarEditor'));

/** The identity header: the student's name, id and avatar, and the avatar editor. It renders again only with its
 * own state and data (not with the page's sections). */
export const IdentityHeader = memo(function IdentityHeader({
  student,
  notify,
}: {
  student: Student;
  notify: Notify;
}) {
  const { t } = useLingui();
  const { data: image } = useStudentImage(student.studentUPId);
  /** The editor: closed, open, or set aside (the focus moved on to the page: hidden, the chosen image and its crop
   * kept for when the student opens it again). */
  const [editor, setEditor] = useState<'closed' | 'open' | 'setAside'>('closed');
  const open = editor === 'open';
  /** A save under way: the editor stays open until it has its answer. */
  const saving = useRef(false);
  const opener = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const calledBy = student.preferredName || student.firstName;
  const fullName = [calledBy, student.lastName].filter(Boolean).join(' ');
  const close = () => {
    setEditor('closed');
    // Back where the student was.
    setTimeout(() => opener.current?.focus());
  };
  // Opened, the editor has the focus at its title at once (its controls follow with its chunk).
  useEffect(() => {
    if (open) title.current?.focus();
  }, [open]);
  // The editor lies over the sections under the header: Escape closes it; the focus moving on to something of the
  // page outside it (which it would otherwise cover) sets it aside.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || saving.current) return;
    event.stopPropagation();
    close();
  };
  useEffect(() => {
    if (!open) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const to = event.target as Node;
      if (saving.current || panel.current?.contains(to) || opener.current?.contains(to)) return;
      setEditor('setAside');
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);

  return (
    <Stack as="header" gap="5" position="relative" {...PANEL}>
      <Flex gap={{ base: 4, md: 6 }} align="center" wrap="wrap">
        <StudentAvatar
          name={fullName}
          image={image}
          size={{ base: 20, md: 28 }}
          fontSize={{ base: '2xl', md: '4xl' }}
          label={image ? t`Your photo` : t`Your initials (no photo yet)`}
        />
        <Stack gap="1" flex="1" minW="12rem">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {fullName}
          </Heading>
          <Text color="fg.muted">
            <Trans>Student ID {student.studentId || student.studentUPId}</Trans>
          </Text>
          <Box pt="2">
            <Button
              ref={opener}
              size="sm"
              variant="outline"
              colorPalette="brand"
              aria-expanded={open}
              aria-controls={editor === 'closed' ? undefined : 'avatar-editor'}
              onClick={() => (open ? close() : setEditor('open'))}
            >
              {image ? <Trans>Change photo</Trans> : <Trans>Add a photo</Trans>}
            </Button>
          </Box>
        </Stack>
      </Flex>
      {editor !== 'closed' ? (
        // Over the page, not in its flow: opening, growing and closing it moves nothing the student sees.
        <Stack
          id="avatar-editor"
          as="section"
          aria-labelledby="avatar-editor-title"
          onKeyDown={onKeyDown}
          ref={panel}
          display={open ? 'flex' : 'none'}
          position="absolute"
          top="100%"
          insetX="0"
          mt="2"
          zIndex="docked"
          gap="4"
          {...PANEL}
          shadow="lg"
        >
          <Heading as="h2" size="lg" id="avatar-editor-title" ref={title} tabIndex={-1} outline="none">
            <Trans>Your photo</Trans>
          </Heading>
          <Suspense fallback={<BusyMessage>{t`Opening the photo editor...`}</BusyMessage>}>
            <AvatarEditor
              studentId={student.studentUPId}
              onDone={close}
              onSaving={(busy) => (saving.current = busy)}
              notify={notify}
            />
          </Suspense>
        </Stack>
      ) : null}
    </Stack>
  );
});
