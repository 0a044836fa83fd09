import { useState, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type Ref } from 'react';
import { Link as RouterLink } from '@portal/router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Image,
  Menu,
  Portal,
  Spacer,
  Stack,
  StudentAvatar,
  Text,
  providerTheme,
} from '@portal/ui';
import {
  useLmsCourses,
  useSession,
  useSessionStudent,
  useStudentImage,
  type Session,
  type Student,
} from '@portal/api';
import { useConfig, useProvider } from '@portal/config';
import { useAuth } from '../auth/AuthProvider';
import { learningLink } from '../routes/navigation';
import { useMenuEntries, type MenuEntry } from './menuItems';

/** Where the top bar's menus open: fixed, as the sticky top bar is. An absolute menu moved with the page on a scroll
 * under it (a message hiding itself) until it was placed again, so a click aimed at an item could land beside it. */
const MENU_POSITIONING = { placement: 'bottom-end', strategy: 'fixed' } as const;

/** A menu item's link. Spreads what Chakra's `asChild` passes (role, handlers, ref) onto the anchor. */
function MenuEntryLink({
  entry,
  onNavigate,
  ...rest
}: { entry: MenuEntry; onNavigate?: () => void } & AnchorHTMLAttributes<HTMLAnchorElement> & {
    ref?: Ref<HTMLAnchorElement>;
  }) {
  const intent = {
    onMouseEnter: (e: MouseEvent<HTMLAnchorElement>) => {
      entry.preload();
      rest.onMouseEnter?.(e);
    },
    onFocus: (e: FocusEvent<HTMLAnchorElement>) => {
      entry.preload();
      rest.onFocus?.(e);
    },
  };
  return entry.target.kind === 'route' ? (
    <RouterLink
      {...rest}
      {...intent}
      to={entry.target.path}
      onClick={(e) => {
        rest.onClick?.(e);
        onNavigate?.();
      }}
    >
      {entry.label}
    </RouterLink>
  ) : (
    <a {...rest} href={entry.target.href}>
      {entry.label}
    </a>
  );
}

/** The name the portal calls the student by: the preferred name, else the first name. */
const calledBy = (s: Student) => s.preferredName || s.firstName;

/** The profile card: name and location, as last saved (the one SWR entry of the student). */
function ProfileCard({ session }: { session: Session }) {
  const s = useSessionStudent() ?? session.student;
  const name = [calledBy(s), s.lastName].filter(Boolean).join(' ');
  const location = [s.city, s.country].filter(Boolean).join(', ');
  return (
    <Stack gap={0} px={3} py={2}>
      <Text fontWeight="bold">{name}</Text>
      {location && (
        <Text fontSize="sm" color="fg.muted">
          {location}
        </Text>
      )}
    </Stack>
  );
}

/** The student's picture (or initials), the same SWR entries as the profile page's: a new photo or name
 * shows here at once. Decorative: the button's name says whose menu it is. */
function Avatar({ session }: { session: Session }) {
  const s = useSessionStudent() ?? session.student;
  const { data: image } = useStudentImage(session.studentId);
  return <StudentAvatar name={`${calledBy(s) ?? ''} ${s.lastName ?? ''}`} image={image} />;
}

/** Desktop user menu: the profile card, then the provider's items. */
function UserMenu({ session }: { session: Session }) {
  const entries = useMenuEntries('menu');
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

/** Mobile burger drawer. */
function BurgerMenu({ session }: { session: Session }) {
  const entries = useMenuEntries('burgerMenu');
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          color="header.fg"
          _hover={{ bg: 'whiteAlpha.200' }}
          aria-label={t`Open menu`}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <Trans>Menu</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ProfileCard session={session} />
              <Stack as="ul" listStyleType="none" gap={1} mt={2}>
                {entries.map((entry) => (
                  <Box as="li" key={entry.key}>
                    <Box
                      asChild
                      display="block"
                      px={3}
                      py={3}
                      rounded="md"
                      fontWeight="medium"
                      _hover={{ bg: 'brand.subtle' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                    >
                      <MenuEntryLink entry={entry} onNavigate={() => setOpen(false)} />
                    </Box>
                  </Box>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t`Close menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The button back to the learning platform: soe -> the new platform; else one course -> it, several -> a menu. */
function LmsButton({ session }: { session: Session }) {
  const provider = useProvider();
  const config = useConfig();
  const { t } = useLingui();
  const learning = learningLink(provider, config.environment);
  const { courses } = useLmsCourses(learning ? null : session.studentId);
  const buttonProps = {
    size: 'sm' as const,
    variant: 'outline' as const,
    color: 'header.fg',
    borderColor: 'header.fg',
    _hover: { bg: 'whiteAlpha.200' },
  };

  if (learning) {
    return (
      <Button asChild {...buttonProps}>
        <a href={learning}>{t`Back to learning`}</a>
      </Button>
    );
  }
  if (courses.length === 0) return null;
  if (courses.length === 1) {
    return (
      <Button asChild {...buttonProps}>
        <a href={courses[0]!.href}>{t`Back to learning`}</a>
      </Button>
    );
  }
  return (
    <Menu.Root positioning={MENU_POSITIONING}>
      <Menu.Trigger asChild>
        <Button {...buttonProps}>{t`Back to learning`}</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {courses.map((course) => (
              <Menu.Item key={course.courseCode} value={course.courseCode} asChild>
                <a href={course.href}>{course.courseName}</a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function TopBar({ title }: { title: string }) {
  const provider = useProvider();
  const session = useSession();
  const { state, signIn } = useAuth();
  const theme = providerTheme(provider.slug);
  return (
    <Box as="header" bg="header.bg" color="header.fg" shadow="sm" position="sticky" top={0} zIndex="sticky">
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: 3, md: 6 }}
        h={{ base: 14, md: 16 }}
        align="center"
        gap={{ base: 2, md: 4 }}
      >
        <RouterLink to="/" aria-label={`${provider.name} – ${provider.pageTitle}`}>
          <Image
            src={theme.logoUrl}
            alt={theme.logoAlt}
            h={{ base: 7, md: 9 }}
            maxW={{ base: '9rem', md: '14rem' }}
          />
        </RouterLink>
        {title && (
          <Text
            as="span"
            fontWeight="semibold"
            fontSize={{ base: 'sm', md: 'md' }}
            truncate
            display={{ base: session ? 'none' : 'inline', sm: 'inline' }}
          >
            {title}
          </Text>
        )}
        <Spacer />
        {session ? (
          <HStack gap={{ base: 1, md: 3 }}>
            <LmsButton session={session} />
            <Box display={{ base: 'none', md: 'block' }}>
              <UserMenu session={session} />
            </Box>
            <Box display={{ base: 'block', md: 'none' }}>
              <BurgerMenu session={session} />
            </Box>
          </HStack>
        ) : (
          state.status === 'anonymous' && (
            <Button
              size="sm"
              bg="header.fg"
              color="header.bg"
              _hover={{ opacity: 0.9 }}
              onClick={() =>
                void signIn(
                  window.location.pathname === '/'
                    ? undefined
                    : `${window.location.pathname}${window.location.search}`,
                )
              }
            >
              <Trans>Sign in</Trans>
            </Button>
          )
        )}
      </Flex>
    </Box>
  );
}
