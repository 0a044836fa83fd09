import { Trans } from '@lingui/react/macro';
import { useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { Box, Heading, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { ExternalLink } from './support/parts';
import { useNzmaPolicies } from './policies/nzmaPolicies';

loadCatalog(messages);

/** /policies: nz-institute-of-sport and nzma show the policies text and the student
 * handbook link; other providers show nothing here (their menus may link to an external address instead). */
export default function PoliciesPage() {
  const provider = useProvider();
  const policies = useNzmaPolicies();
  const handbook = provider.links.studentHandbook;
  if (!provider.features.policiesPage) {
    // No policies text here for the other providers; a line to say so, and their own address.
    const external = provider.links.policies;
    return (
      <Stack gap="4" w="full" maxW="3xl" mx="auto">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <Trans>Policies</Trans>
        </Heading>
        <Text>
          {external ? (
            <Trans>
              The policies of {provider.name} are on its website:{' '}
              <ExternalLink href={external}>policies and procedures</ExternalLink>.
            </Trans>
          ) : (
            <Trans>{provider.name} does not show its policies in the portal.</Trans>
          )}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={{ base: 6, md: 8 }} w="full" maxW="3xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Policies</Trans>
      </Heading>
      <Text fontSize="lg">
        <Trans>
          These policies set out what you can expect from {provider.name} and what we expect of you. The
          student handbook has them in full.
        </Trans>
      </Text>
      {handbook ? (
        <Text>
          <ExternalLink href={handbook}>
            <Trans>Read the student handbook</Trans>
          </ExternalLink>
        </Text>
      ) : null}
      {policies.map((policy) => (
        <Box as="section" key={policy.id} aria-labelledby={`policy-${policy.id}`}>
          <Heading as="h2" id={`policy-${policy.id}`} size="lg" mb="2">
            {policy.title}
          </Heading>
          {policy.body}
        </Box>
      ))}
    </Stack>
  );
}
