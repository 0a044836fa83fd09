import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProviderDocument } from '@portal/config';
import { Box, Button, Flex, Heading, HStack } from '@portal/ui';
import { PreviewFrame } from './PreviewFrame';
import { SamplePageView, type DraftLogos, type SamplePage } from './samplePages';

/** Each key page is drawn in both schemes at 360 px and at 1280 px (the wide ones at half size). */
const FRAMES = [
  { scheme: 'light', width: 360, height: 720, scale: 1 },
  { scheme: 'dark', width: 360, height: 720, scale: 1 },
  { scheme: 'light', width: 1280, height: 800, scale: 0.5 },
  { scheme: 'dark', width: 1280, height: 800, scale: 0.5 },
] as const;

/** A draft that passes the schema on the key page the designer picks, in every frame side by side. */
export function KeyPages({
  document,
  logos,
  page,
  onPage,
}: {
  document: ProviderDocument;
  logos: DraftLogos;
  page: SamplePage;
  onPage: (page: SamplePage) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb="3">
        <Trans>{document.name} on the key pages</Trans>
      </Heading>
      <HStack role="group" aria-label={t`Page shown`} gap="2" wrap="wrap" mb="4">
        {(
          [
            ['home', t`Home`],
            ['table', t`Table`],
            ['form', t`Form`],
            ['wizard', t`Wizard step`],
            ['dialog', t`Dialog`],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={page === value ? 'solid' : 'outline'}
            aria-pressed={page === value}
            onClick={() => onPage(value)}
          >
            {label}
          </Button>
        ))}
      </HStack>
      <Flex gap="4" wrap="wrap" align="flex-start">
        {FRAMES.map((frame) => {
          const title = frame.scheme === 'light' ? t`Light, ${frame.width} px` : t`Dark, ${frame.width} px`;
          return (
            <PreviewFrame key={title} title={title} theme={document.theme} {...frame}>
              <SamplePageView page={page} document={document} logos={logos} />
            </PreviewFrame>
          );
        })}
      </Flex>
    </Box>
  );
}
