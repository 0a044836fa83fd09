import {
  SLOTS,
  type ContractWidget,
  type RemoteDeclaration,
  type RouteTable,
  type SlotName,
} from '@portal/remote-contract';
import type { Provider } from '@portal/config';
import { providerOffers } from '../routes/navigation';

/** The slots the shell's pages render. A remote's widget for any other name would never show: a test checks
 * every remote's contract against this list. */
export const DECLARED_SLOTS: readonly SlotName[] = [SLOTS.homeCards];

/** A widget as a slot renders it: the remote it comes from and its contract entry. */
export interface SlotWidget extends ContractWidget {
  remote: string;
}

/**
 * The widgets of a slot for a provider: of every deployed remote, those for the slot that the provider may see
 * (its `providers`, and its `route` only where the provider offers that route, resolved as menus and links
 * resolve it), lower `order` first (the deployment's order among equals).
 */
export function slotWidgets(
  slot: SlotName,
  remotes: readonly RemoteDeclaration[],
  provider: Provider,
  table: RouteTable,
): SlotWidget[] {
  return remotes
    .flatMap((remote) => (remote.widgets ?? []).map((widget) => ({ ...widget, remote: remote.id })))
    .filter(
      (widget) =>
        widget.slot === slot &&
        (!widget.providers || widget.providers.includes(provider.slug)) &&
        (widget.route === undefined || providerOffers(widget.route, provider, table)),
    )
    .sort((a, b) => a.order - b.order);
}
