import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import * as formParts from '../formParts';
import { PortalUiProvider } from '../theme';
import { OWN_RECIPE, PART_RECIPES } from '../theme/recipes';
import { providerSystem } from '../theme/system';
import { Code, Table } from '../chakra';
// The dialog, drawer and menu themselves (@portal/ui exports lazy wrappers that load them: ../lazyOverlayParts.ts).
import { Dialog, Drawer, Menu } from '../overlayParts';

const { Collapsible, Combobox, NativeSelect, RadioGroup, Textarea } = formParts;
const wrapper = ({ children }: { children: ReactNode }) => (
  <PortalUiProvider provider="soe">{children}</PortalUiProvider>
);

/** Each part that brings its own recipe, rendered, and the class its recipe gives an element: Chakra names an
 * element `chakra-<part>` or `chakra-<part>__<slot>` from the recipe that styles it, and a part whose recipe is
 * neither passed nor in the system gets no such class (and no styles). */
const RENDERED: Record<(typeof OWN_RECIPE)[number], [ReactElement, string]> = {
  Code: [<Code key="x">v1</Code>, 'chakra-code'],
  Textarea: [<Textarea key="x" aria-label="Reason" />, 'chakra-textarea'],
  Table: [
    <Table.Root key="x">
      <Table.Body>
        <Table.Row>
          <Table.Cell>1</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>,
    'chakra-table__root',
  ],
  NativeSelect: [
    <NativeSelect.Root key="x">
      <NativeSelect.Field aria-label="Title">
        <option>Ms</option>
      </NativeSelect.Field>
    </NativeSelect.Root>,
    'chakra-native-select__root',
  ],
  Dialog: [
    <Dialog.Root key="x" open>
      <Dialog.Content>Dialog</Dialog.Content>
    </Dialog.Root>,
    'chakra-dialog__content',
  ],
  Drawer: [
    <Drawer.Root key="x" open>
      <Drawer.Content>Drawer</Drawer.Content>
    </Drawer.Root>,
    'chakra-drawer__content',
  ],
  Menu: [
    <Menu.Root key="x" open>
      <Menu.Content>
        <Menu.Item value="a">A</Menu.Item>
      </Menu.Content>
    </Menu.Root>,
    'chakra-menu__content',
  ],
  RadioGroup: [
    <RadioGroup.Root key="x">
      <RadioGroup.Item value="a">
        <RadioGroup.ItemText>A</RadioGroup.ItemText>
      </RadioGroup.Item>
    </RadioGroup.Root>,
    'chakra-radio-group__root',
  ],
  Collapsible: [
    <Collapsible.Root key="x">
      <Collapsible.Trigger>More</Collapsible.Trigger>
    </Collapsible.Root>,
    'chakra-collapsible__root',
  ],
  Combobox: [
    <Combobox.Root key="x" collection={formParts.createListCollection({ items: ['a'] })}>
      <Combobox.Control>
        <Combobox.Input aria-label="Address" />
      </Combobox.Control>
    </Combobox.Root>,
    'chakra-combobox__root',
  ],
};

it.each(OWN_RECIPE.map((name) => [name]))('%s is styled by the recipe it brings', async (name) => {
  const [element, className] = RENDERED[name];
  // Awaited act: the parts' state machines settle (positioning, focus) before the check.
  const { container } = await act(async () => render(element, { wrapper }));
  const styled = container.ownerDocument.body.querySelector(`.${className}`);
  expect([name, styled !== null]).toEqual([name, true]);
  expect(name in PART_RECIPES).toBe(true);
});

it("the provider's system does not carry the recipes the parts bring", () => {
  const system = providerSystem('soe');
  expect(['dialog', 'drawer', 'menu', 'table', 'combobox'].map((key) => system.getSlotRecipe(key))).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
});
