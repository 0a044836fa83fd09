import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, chakra, HStack, useColorScheme } from '@portal/ui';
import { APPEARANCE_CHOICES } from './appearance';

/** The appearance choice in the burger drawer: a group of native radio buttons (announced as a choice, arrow
 * keys move between them), each a target of at least 44 px. */
export function AppearanceRadios() {
  const { choice, setChoice } = useColorScheme();
  const { i18n } = useLingui();
  const name = useId();
  return (
    <chakra.fieldset border="none" p={0} m={0} mt={4}>
      <chakra.legend px={3} fontWeight="bold" fontSize="sm" color="fg.muted">
        <Trans>Appearance</Trans>
      </chakra.legend>
      <HStack gap={1} mt={1} flexWrap="wrap">
        {APPEARANCE_CHOICES.map((option) => (
          <Box
            as="label"
            key={option.value}
            display="flex"
            alignItems="center"
            gap={2}
            minH="44px"
            px={3}
            rounded="md"
            cursor="pointer"
            borderWidth="1px"
            borderColor={choice === option.value ? 'brand.solid' : 'border'}
            bg={choice === option.value ? 'brand.subtle' : undefined}
            _hover={{ bg: 'brand.subtle' }}
            css={{
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '2px',
              },
            }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              accentColor="brand.solid"
              w="4"
              h="4"
              m={0}
            />
            {i18n._(option.label)}
          </Box>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}
