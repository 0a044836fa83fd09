import { lazy, Suspense, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStudentImage, type Student } from '@portal/api';
import { Box, BusyMessage, Button, Flex, Heading, Stack, StudentAvatar, Text } from '@portal/ui';
import type { Notify } from '../notify';
import { PANEL } from '../ProfileSection';

// The editor and cropperjs load only when the student opens it (the route carries neither).
const AvatarEditor = lazy(() => import(/* webpackChunkName: "avatar-editor" */ './AvatarEditor'));

/** The identity header: the student's name, id and avatar, and the avatar editor. */
export function IdentityHeader({ student, notify }: { student: Student; notify: Notify }) {
  const { t } = useLingui();
  const { data: image } = useStudentImage(student.studentUPId);
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const calledBy = student.preferredName || student.firstName;
  const fullName = [calledBy, student.lastName].filter(Boolean).join(' ');
  const close = () => {
    setEditing(false);
    // Back where the student was.
    setTimeout(() => opener.current?.focus());
  };

  return (
    <Stack as="header" gap="5" {...PANEL}>
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
              aria-expanded={editing}
              aria-controls={editing ? 'avatar-editor' : undefined}
              onClick={() => (editing ? close() : setEditing(true))}
            >
              {image ? <Trans>Change photo</Trans> : <Trans>Add a photo</Trans>}
            </Button>
          </Box>
        </Stack>
      </Flex>
      {editing ? (
        <Suspense fallback={<BusyMessage>{t`Opening the photo editor...`}</BusyMessage>}>
          <AvatarEditor studentId={student.studentUPId} onDone={close} notify={notify} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
