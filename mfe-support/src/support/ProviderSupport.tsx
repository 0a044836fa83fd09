import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Provider, SupportPage } from '@portal/config';
import { Accordion, Box, CollapsibleSection, Heading, Link, Stack, Text } from '@portal/ui';
import { SupportCaseSection } from '../cases/SupportCaseForm';
import { useFaq } from './faqs';
import { useHelpTopics } from './helpTopics';
import { useColabPolicy, useIchmPolicy, useNzmaPolicy, useSoePolicy } from './policies';
import { Panel, linkStyle, type ContentPart } from './parts';
import { SupportPromises } from './SupportPromises';

/** The ichm page's collapsible sections open and close in 1000 ms, none with reduced motion. */
export const COLLAPSIBLE_DURATION_MS = 1000;

type Page = Exclude<SupportPage, null>;

/** The form's heading, also the target of the link to it at the top of the page. */
const FORM_HEADING_ID = 'ask-for-support';

/** A section of the page: a heading and its parts, each either a plain sub-section or (ichm) collapsible. */
function PartsSection({
  title,
  parts,
  collapsible,
}: {
  title: ReactNode;
  parts: ContentPart[];
  collapsible: boolean;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl" mb="3">
        {title}
      </Heading>
      {collapsible ? (
        <Box borderTopWidth="1px" borderColor="border">
          {parts.map((part) => (
            <CollapsibleSection
              key={part.id}
              title={part.title}
              headingLevel={3}
              durationMs={COLLAPSIBLE_DURATION_MS}
            >
              {part.body}
            </CollapsibleSection>
          ))}
        </Box>
      ) : (
        <Stack gap="4">
          {parts.map((part) => (
            <Box key={part.id}>
              <Heading as="h3" size="md" mb="1">
                {part.title}
              </Heading>
              {part.body}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

const POLICIES: Record<Page, () => ContentPart[]> = {
  nzma: useNzmaPolicy,
  ichm: useIchmPolicy,
  soe: useSoePolicy,
  colab: useColabPolicy,
};

/** A provider's support page: help text, the support promises, policy text, an FAQ
 * accordion and the Ask for Support form. nzma and nz-institute-of-sport share the nzma page; the ichm page
 * has collapsible sections. */
export function ProviderSupport({ page, provider }: { page: Page; provider: Provider }) {
  const { t } = useLingui();
  const faqHeadingId = useId();
  const topics = useHelpTopics(provider);
  const policy = POLICIES[page]();
  const faq = useFaq(page, provider);
  const collapsible = page === 'ichm';
  return (
    <>
      <Text fontSize="lg">
        <Trans>
          Whatever you need during your study at {provider.name}, we are here to help. Read on, or send us a
          request and we will get back to you.
        </Trans>
      </Text>
      <Link href={`#${FORM_HEADING_ID}`} {...linkStyle} alignSelf="flex-start">
        <Trans>Go to the support request form</Trans>
      </Link>
      <SupportPromises contact={provider.contact} />
      <PartsSection title={t`How we can help`} parts={topics} collapsible={collapsible} />
      <PartsSection title={t`Policies`} parts={policy} collapsible={collapsible} />
      <Box as="section" aria-labelledby={faqHeadingId}>
        <Heading as="h2" id={faqHeadingId} size="xl" mb="3">
          <Trans>Frequently asked questions</Trans>
        </Heading>
        <Accordion items={faq} headingLevel={3} />
      </Box>
      <Panel title={<Trans>Ask for support</Trans>} headingId={FORM_HEADING_ID}>
        <SupportCaseSection labelledBy={FORM_HEADING_ID} />
      </Panel>
    </>
  );
}
