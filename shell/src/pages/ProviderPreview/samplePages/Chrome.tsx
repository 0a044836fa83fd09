import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Flex, HStack, Image, Text } from '@portal/ui';
import type { SampleProps } from './sample';

/** The wordmark on the header: the dark variant under the class `dark` where the draft has one; the name in the
 * header's colours where no logo is given. */
function Wordmark({ document, logos }: SampleProps) {
  if (!logos.light)
    return (
      <Text fontWeight="bold" fontSize="lg" fontFamily="heading">
        {document.name}
      </Text>
    );
  if (!logos.dark || logos.dark === logos.light)
    return <Image src={logos.light} alt={document.name} h={{ base: 7, md: 9 }} />;
  return (
    <>
      <Image src={logos.light} alt={document.name} h={{ base: 7, md: 9 }} _dark={{ display: 'none' }} />
      <Image
        src={logos.dark}
        alt={document.name}
        h={{ base: 7, md: 9 }}
        display="none"
        _dark={{ display: 'block' }}
      />
    </>
  );
}

/** The page's frame as the shell draws it: the header with the logo, the page, the footer with the contact. */
export function Chrome({ document, logos, children }: SampleProps & { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" bg="header.bg" color="header.fg" borderBottomWidth="1px" borderColor="header.border">
        <Flex maxW="6xl" mx="auto" px="4" h={{ base: 14, md: 16 }} align="center" justify="space-between">
          <Wordmark document={document} logos={logos} />
          <Button variant="outline" size="sm" color="header.fg" borderColor="header.fg">
            <Trans>Menu</Trans>
          </Button>
        </Flex>
      </Box>
      <Box as="main" flex="1" w="full" maxW="6xl" mx="auto" px="4" py={{ base: 5, md: 8 }}>
        {children}
      </Box>
      <Box as="footer" bg="footer.bg" color="footer.fg" borderTopWidth="1px" borderColor="footer.border">
        <Flex maxW="6xl" mx="auto" px="4" py="5" gap="4" wrap="wrap" justify="space-between" fontSize="sm">
          <HStack as="nav" aria-label={t`Footer`} gap="4" wrap="wrap">
            <Text textDecoration="underline">
              <Trans>Privacy</Trans>
            </Text>
            <Text textDecoration="underline">
              <Trans>Terms of use</Trans>
            </Text>
          </HStack>
          <Text>© {document.name}</Text>
        </Flex>
      </Box>
    </Flex>
  );
}
