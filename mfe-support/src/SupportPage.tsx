import { Trans } from '@lingui/react/macro';
import { useProvider } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { ContactFooter, Heading, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { ProviderSupport } from './support/ProviderSupport';

loadCatalog(messages);

/** /case/support/general: the provider's support page, open to everybody; a provider
 * without one gets a kind word and its contact details instead of an empty page. */
export default function SupportPage() {
  const provider = useProvider();
  const page = provider.features.supportPage;
  return (
    <Stack gap={{ base: 6, md: 8 }} w="full" maxW="4xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Support</Trans>
      </Heading>
      {page ? (
        <ProviderSupport page={page} provider={provider} />
      ) : (
        <Text fontSize="lg">
          <Trans>
            {provider.name} does not have a support page in the portal. Our student services team is happy to
            help you by phone or email.
          </Trans>
        </Text>
      )}
      <ContactFooter heading={<Trans>Prefer to talk to us?</Trans>} contact={provider.contact} />
    </Stack>
  );
}
