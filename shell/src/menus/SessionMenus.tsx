import { Box, HStack } from '@portal/ui';
import type { Session } from '@portal/api';
import { BurgerMenu } from './BurgerMenu';
import { LmsButton } from './LmsButton';
import { UserMenu } from './UserMenu';

/** The signed-in student's side of the top bar: the way back to learning and the student's menu (a menu
 * from md up, a drawer below). */
export function SessionMenus({ session }: { session: Session }) {
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
