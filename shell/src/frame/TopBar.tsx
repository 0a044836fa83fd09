import { Trans } from '@lingui/react/macro';
import { Box, Button, Flex, Spacer, Text } from '@portal/ui';
import { useSession } from '@portal/api';
import { useAuth } from '../session/useAuth';
import { Brand } from './Brand';
import { SignedInBar } from '../chunks/onDemandParts';

/** The sticky top bar: the provider's logo and the page's title; signed in, the way back to learning and
 * the student's menu (a menu from md up, a drawer below; their code loads only for a signed-in student);
 * anonymous, a Sign in button that comes back to
 * this page. */
export function TopBar({ title }: { title: string }) {
  const session = useSession();
  const { state, signIn } = useAuth();
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
        <Brand />
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
          <SignedInBar session={session} />
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
