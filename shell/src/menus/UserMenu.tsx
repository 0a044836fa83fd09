import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Menu,
  Portal,
  RENDERED_AHEAD,
  StudentAvatar,
  Text,
  choiceOf,
  useColorScheme,
} from '@portal/ui';
import { useSessionStudent, useStudentImage, type Session } from '@portal/api';
import { MenuEntryLink } from './MenuEntryLink';
import { useMenuEntries } from './menuItems';
import { USER_MENU_POSITIONING } from './menuPositioning';
import { HEADER_BUTTON } from './headerButton';
import { ProfileCard, calledBy } from './ProfileCard';
import { APPEARANCE_CHOICES } from './appearance';

/** The student's picture (or initials), the same SWR entries as the profile page's: a new photo or name
 * shows here at once. Decorative: the button's name says whose menu it is. */
function Avatar({ session }: { session: Session }) {
  const s = useSessionStudent() ?? session.student;
  const { data: image } = useStudentImage(session.studentId);
  return <StudentAvatar name={`${calledBy(s) ?? ''} ${s.lastName ?? ''}`} image={image} />;
}

/** The appearance choice: three radio items (announced as a choice, the current one checked); choosing one
 * keeps the menu open so the student sees the result and may choose again. */
function AppearanceItems() {
  const { choice, setChoice } = useColorScheme();
  const { i18n } = useLingui();
  return (
    <Menu.RadioItemGroup value={choice} onValueChange={(e) => setChoice(choiceOf(e.value))}>
      <Menu.ItemGroupLabel>
        <Trans>Appearance</Trans>
      </Menu.ItemGroupLabel>
      {APPEARANCE_CHOICES.map((option) => (
        <Menu.RadioItem key={option.value} value={option.value} closeOnSelect={false} minH="6">
          {i18n._(option.label)}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}

/** Desktop user menu: the profile card, the provider's items, then the appearance choice. */
export function UserMenu({ session }: { session: Session }) {
  const entries = useMenuEntries('user');
  const { t } = useLingui();
  const name = calledBy(useSessionStudent() ?? session.student);
  return (
    <Menu.Root positioning={USER_MENU_POSITIONING} {...RENDERED_AHEAD}>
      <Menu.Trigger asChild>
        <Button variant="ghost" {...HEADER_BUTTON} aria-label={t`${name}, user menu`} gap={2}>
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
            <Menu.Separator />
            <AppearanceItems />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
