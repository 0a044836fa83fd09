import { Box, HStack } from '@portal/ui';
import type { Session } from '@portal/api';
import { BurgerMenu } from './BurgerMenu';
import { LmsButton } from './LmsButton';
import { UserMenu } from './UserMenu';
import { usePrefetchNext } from './prefetchNext';

/** The signed-in student's side of the top bar: the way back to learning and the student's menu (a menu
 * from md up, a drawer below). */
export function SessionMenus({ session }: { session: Session }) {
  // The pages of these menus a student is likely to open next are fetched ahead at idle.
  usePrefetchNext();
  return (
    <HStack gap={{ base: 1, md: 3 }}>
      <LmsButton session={session} />
      <Box display={{ base: 'none', md: 'block' }}>
        <UserMenu session={session} />
      </Box>
      <Box display={{ base: 'block', md: 'none' }}>
        <BurgerMenu session={session} />
      </Box>
    </HStack>
  );
}
