import { useLingui } from '@lingui/react/macro';
import { Button, Menu, Portal, StudentAvatar, Text } from '@portal/ui';
import { useSessionStudent, useStudentImage, type Session } from '@portal/api';
import { MenuEntryLink } from './MenuEntryLink';
import { useMenuEntries } from './menuItems';
import { MENU_POSITIONING } from './menuPositioning';
import { ProfileCard, calledBy } from './ProfileCard';

/** The student's picture (or initials), the same SWR entries as the profile page's: a new photo or name
 * shows here at once. Decorative: the button's name says whose menu it is. */
function Avatar({ session }: { session: Session }) {
  const s = useSessionStudent() ?? session.student;
  const { data: image } = useStudentImage(session.studentId);
  return <StudentAvatar name={`${calledBy(s) ?? ''} ${s.lastName ?? ''}`} image={image} />;
}

/** Desktop user menu: the profile card, then the provider's items. */
export function UserMenu({ session }: { session: Session }) {
  const entries = useMenuEntries('user');
  const { t } = useLingui();
  const name = calledBy(useSessionStudent() ?? session.student);
  return (
    <Menu.Root positioning={MENU_POSITIONING}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          color="header.fg"
          _hover={{ bg: 'whiteAlpha.200' }}
          aria-label={t`${name}, user menu`}
          gap={2}
        >
          <Avatar session={session} />
          <Text as="span" display={{ base: 'none', lg: 'inline' }}>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="15rem">
            <ProfileCard session={session} />
            <Menu.Separator />
            {entries.map((entry) => (
              <Menu.Item key={entry.key} value={entry.key} asChild>
                <MenuEntryLink entry={entry} />
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
