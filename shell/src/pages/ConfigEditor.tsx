import { useId, useState } from 'react';
import { useNavigate } from '@portal/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Field, Heading, HStack, Text, Textarea } from '@portal/ui';
import { clearOverrides, saveOverrides, useConfig } from '@portal/config';
import { getBaseConfig } from '../start/runtimeConfig';

/** /edit/config (development only): edit the configuration as JSON; overrides are saved as the difference. */
export function ConfigEditor() {
  const config = useConfig();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [text, setText] = useState(() => JSON.stringify(config, null, 2));
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();
  const errorId = useId();

  const save = () => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error(t`The configuration must be a JSON object.`);
      saveOverrides(getBaseConfig(), parsed);
      window.location.reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const reset = () => {
    clearOverrides();
    window.location.reload();
  };

  return (
    <Box
      as="section"
      aria-labelledby="config-heading"
      bg="bg.panel"
      rounded="xl"
      p={{ base: 4, md: 8 }}
      shadow="sm"
    >
      <Heading as="h1" id="config-heading" size="2xl" mb={2}>
        <Trans>Development configuration</Trans>
      </Heading>
      <Text id={helpId} mb={4} color="fg.muted">
        <Trans>
          Changes are kept in this browser only, as the difference from the default configuration. Reset
          clears them.
        </Trans>
      </Text>
      <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
        <Field.Label>
          <Trans>Configuration (JSON)</Trans>
        </Field.Label>
        <Textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          // The field describes its control by its own helper text only (the error is its aria-errormessage); the
          // help here sits outside the field, so the description is ours: the help, and the error while there is one.
          aria-describedby={error ? `${helpId} ${errorId}` : helpId}
          fontFamily="mono"
          fontSize="sm"
          minH="28rem"
          spellCheck={false}
        />
        {error && <Field.ErrorText>{t`This is not valid JSON: ${error}`}</Field.ErrorText>}
      </Field.Root>
      <HStack mt={4} gap={3} wrap="wrap">
        <Button colorPalette="brand" onClick={save}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="outline" onClick={reset}>
          <Trans>Reset</Trans>
        </Button>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          <Trans>Back</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
