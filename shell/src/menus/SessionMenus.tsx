import { HStack, useBreakpointValue } from '@portal/ui';
import type { Session } from '@portal/api';
import { BurgerMenu } from './BurgerMenu';
import { LmsButton } from './LmsButton';
import { UserMenu } from './UserMenu';
import { usePrefetchNext } from './prefetchNext';

/** Which of the student's menus the viewport shows: the drawer below md, the menu from md up. Read from the viewport
 * as the page renders (not first from a fallback), and again when it crosses md. */
const MENU_FOR_WIDTH = { base: 'drawer', md: 'menu' } as const;

/** The signed-in student's side of the top bar: the way back to learning and the student's menu (a menu
 * from md up, a drawer below). Only the one the viewport shows is rendered: the other, hidden, would be rendered
 * with the page and again ahead of its opening for nothing. */
export function SessionMenus({ session }: { session: Session }) {
  // The pages of these menus a student is likely to open next are fetched ahead at idle.
  usePrefetchNext();
  const menu = useBreakpointValue(MENU_FOR_WIDTH, { ssr: false });
  return (
    <HStack gap={{ base: 1, md: 3 }}>
      <LmsButton session={session} />
      {menu === 'menu' ? <UserMenu session={session} /> : <BurgerMenu session={session} />}
    </HStack>
  );
}
