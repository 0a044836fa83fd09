import { useId, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Code, Stack } from '@portal/ui';
import { SectionHeading } from '@portal/forms';

export interface GallerySectionProps {
  title: string;
  /** The section's fields; each section is its own form. */
  children: ReactNode;
  initialValues?: Record<string, unknown>;
}

/** Files do not survive JSON.stringify: show their name and size instead. */
const showFiles = (_key: string, value: unknown) =>
  value instanceof File ? { name: value.name, size: value.size } : value;

/** A panel of the gallery: a region named by its heading. */
export function GalleryPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      rounded="xl"
      shadow="sm"
      p={{ base: 4, md: 6 }}
    >
      <SectionHeading id={headingId} title={title} />
      {children}
    </Box>
  );
}

/** One form of the gallery: its fields, a submit button and, once submitted, the values as JSON. */
export function GallerySection({ title, children, initialValues }: GallerySectionProps) {
  const { t } = useLingui();
  const [submitted, setSubmitted] = useState<string>();

  return (
    <GalleryPanel title={title}>
      <Form
        onSubmit={(values) => setSubmitted(JSON.stringify(values, showFiles, 2))}
        initialValues={initialValues}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="5">
              {children}
              <Button type="submit" alignSelf="flex-start" loading={submitting}>
                <Trans>Submit</Trans>
              </Button>
            </Stack>
          </form>
        )}
      />
      {submitted ? (
        <Code
          as="pre"
          role="status"
          aria-label={t`Submitted values`}
          display="block"
          mt="4"
          p="3"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
        >
          {submitted}
        </Code>
      ) : null}
    </GalleryPanel>
  );
}
