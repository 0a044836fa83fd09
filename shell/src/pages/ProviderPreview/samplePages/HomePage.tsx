import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  ContactFooter,
  Heading,
  HStack,
  NotificationBar,
  SimpleGrid,
  Stack,
  StatusTag,
  Text,
} from '@portal/ui';
import { day, money, type SampleProps } from './sample';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" rounded="l3" shadow="sm" p={{ base: 4, md: 6 }} borderWidth="1px">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The home page: a notice, the next payment, the enrolments, the latest grade and the contact. */
export function HomePage({ document }: SampleProps) {
  const { t } = useLingui();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Welcome back, Aroha</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Bachelor of Creative Media · Year 2</Trans>
        </Text>
      </Stack>
      <NotificationBar
        variant="info"
        title={t`Enrolments for next trimester are open`}
        message={t`Choose your courses before 14 February.`}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Panel title={t`Next payment`}>
          <Stack gap="3">
            <Text fontSize="2xl" fontWeight="bold">
              {money(document, 1450)}
            </Text>
            <Text color="fg.muted">
              <Trans>Due {day(document, '2027-03-01T00:00:00Z')}</Trans>
            </Text>
            <Button alignSelf="flex-start">
              <Trans>Pay now</Trans>
            </Button>
          </Stack>
        </Panel>
        <Panel title={t`Your enrolments`}>
          <Stack gap="2">
            <HStack justify="space-between" gap="2">
              <Text>
                <Trans>Motion Design Studio</Trans>
              </Text>
              <StatusTag tone="success">
                <Trans>Enrolled</Trans>
              </StatusTag>
            </HStack>
            <HStack justify="space-between" gap="2">
              <Text>
                <Trans>Visual Storytelling</Trans>
              </Text>
              <StatusTag tone="pending">
                <Trans>Pending</Trans>
              </StatusTag>
            </HStack>
            <Text color="brand.fg" textDecoration="underline">
              <Trans>See every enrolment</Trans>
            </Text>
          </Stack>
        </Panel>
        <Panel title={t`Latest grade`}>
          <Stack gap="2">
            <Text>
              <Trans>Typography I</Trans>
            </Text>
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
              A-
            </Text>
            <Button variant="outline" alignSelf="flex-start">
              <Trans>View grades</Trans>
            </Button>
          </Stack>
        </Panel>
      </SimpleGrid>
      <ContactFooter heading={t`Questions? Contact us`} contact={document.contact} />
    </Stack>
  );
}
