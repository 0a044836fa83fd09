import { Trans } from '@lingui/react/macro';
import { loadCatalog } from '@portal/i18n';
import { Heading, Stack, Text } from '@portal/ui';
import {
  ChoiceSection,
  DateSection,
  FileSection,
  IdentifierSection,
  PhoneSection,
  TextSection,
} from './FieldSections';
import { AddressSection, CourseSection, ReferenceDataSection } from './DataSections';
import { DisplayDemo } from './DisplayDemo';
import { NotificationDemo } from './NotificationDemo';
import { messages } from './locales/en/messages';

// The gallery's texts are a catalog of their own, loaded with this lazy chunk (not on every route).
loadCatalog(messages);

/** /dev/forms (development only): every field and component of @portal/forms with its rules live, one form
 * per section; a section's submit shows the values it would send. For people trying the fields, and e2e. */
export function FormsGallery() {
  return (
    <Stack gap="6" maxW="4xl" mx="auto">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Form gallery</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Every field of the form library, with its validation. Submit a section to see the values it would
            send.
          </Trans>
        </Text>
      </Stack>
      <TextSection />
      <DateSection />
      <IdentifierSection />
      <PhoneSection />
      <ChoiceSection />
      <FileSection />
      <AddressSection />
      <CourseSection />
      <ReferenceDataSection />
      <DisplayDemo />
      <NotificationDemo />
    </Stack>
  );
}
