import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useProvider, type LibrarySection, type LibrarySectionKind } from '@portal/config';
import { loadCatalog } from '@portal/i18n';
import { Heading, SimpleGrid, Stack, Text } from '@portal/ui';
import { messages } from './locales/en/messages';
import { ExternalLink, List, Panel } from './support/parts';

loadCatalog(messages);

/** Title and introduction of each kind of library section (the links are registry data). */
const SECTION_TEXTS: Record<LibrarySectionKind, { title: MessageDescriptor; intro: MessageDescriptor }> = {
  databases: {
    title: msg`Journals and databases`,
    intro: msg`Peer-reviewed articles and research for your assessments.`,
  },
  ebooks: { title: msg`E-books`, intro: msg`Textbooks and readings you can open online at any time.` },
  industry: {
    title: msg`Industry resources`,
    intro: msg`Reports, statistics and guidance from the bodies of your industry.`,
  },
  referencing: {
    title: msg`Referencing`,
    intro: msg`How to acknowledge your sources in the style your course asks for.`,
  },
  studySkills: {
    title: msg`Study skills`,
    intro: msg`Guides to planning, researching and writing your assessments.`,
  },
};

function Section({ section }: { section: LibrarySection }) {
  const { i18n } = useLingui();
  const texts = SECTION_TEXTS[section.kind];
  return (
    <Panel title={i18n._(texts.title)} size="lg">
      <Text color="fg.muted" mb="3">
        {i18n._(texts.intro)}
      </Text>
      <List>
        {section.links.map((link) => (
          <li key={link.href + link.name}>
            <ExternalLink href={link.href}>{link.name}</ExternalLink>
          </li>
        ))}
      </List>
    </Panel>
  );
}

/** /library: sections of external links, from the provider's registry entry. */
export default function LibraryPage() {
  const provider = useProvider();
  const sections = provider.library ?? [];
  return (
    <Stack gap={{ base: 6, md: 8 }} w="full" maxW="4xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        <Trans>Library</Trans>
      </Heading>
      {sections.length ? (
        <>
          <Text fontSize="lg">
            <Trans>
              Resources for your study at {provider.name}. Some ask you to sign in with your student account.
            </Trans>
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {sections.map((section) => (
              <Section key={section.kind} section={section} />
            ))}
          </SimpleGrid>
        </>
      ) : (
        <Text fontSize="lg">
          <Trans>{provider.name} does not have a library page in the portal.</Trans>
        </Text>
      )}
    </Stack>
  );
}
