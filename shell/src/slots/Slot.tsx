import { useMemo } from 'react';
import type { SlotName } from '@portal/remote-contract';
import { useProvider } from '@portal/config';
import { getRoutes } from '@portal/router';
import { SimpleGrid } from '@portal/ui';
import { declaredRemotes } from '../federation/remotes';
import { slotWidgets } from './slotWidgets';
import { WidgetFrame } from './WidgetFrame';

/**
 * A named place of a page where the deployed remotes' widgets show (see SLOTS): each widget the provider may
 * see, in order, in a frame of its own; one column on a phone, two from md. Nothing when there is none.
 */
export function Slot({ name }: { name: SlotName }) {
  const provider = useProvider();
  const widgets = useMemo(
    () => slotWidgets(name, declaredRemotes(), provider, getRoutes()),
    [name, provider],
  );
  if (widgets.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} w="full" data-slot={name}>
      {widgets.map((widget) => (
        <WidgetFrame key={`${widget.remote}/${widget.module}`} widget={widget} />
      ))}
    </SimpleGrid>
  );
}
