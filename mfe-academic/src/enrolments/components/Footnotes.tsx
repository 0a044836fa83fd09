import type { ReactNode } from 'react';
import { Stack, Text, chakra } from '@portal/ui';

/** The explanatory text under a table, then its footnotes (small print, numbered). */
export function Footnotes({ text, notes }: { text: ReactNode; notes: ReactNode[] }) {
  return (
    <Stack gap="2" fontSize="sm" color="fg.muted">
      <Text>{text}</Text>
      <chakra.ol ps="5" listStyleType="decimal">
        {notes.map((note, i) => (
          <chakra.li key={i} mt={i ? 1 : 0}>
            {note}
          </chakra.li>
        ))}
      </chakra.ol>
    </Stack>
  );
}
