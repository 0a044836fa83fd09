// The Chakra parts only form fields use, in a chunk of their own: @portal/ui's core is one shared module on every route,
// and these (zag state machines, the combobox's positioning and list collection, the field's and the textarea's
// machinery, the select) would add ~25 KB gzipped to pages without a form. See lazyFormParts.ts. Their recipes
// come with them (parts/withRecipe.ts), but for those in the system.
import {
  Collapsible as ChakraCollapsible,
  Combobox as ChakraCombobox,
  RadioGroup as ChakraRadioGroup,
} from '@chakra-ui/react';
import { collapsibleSlotRecipe, comboboxSlotRecipe, radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './parts/withRecipe';

// The recipes of the checkbox, the field, the input and the input group are in the system (../theme/recipes.ts):
// a form shows many of each.
export { Checkbox, Field, Input, InputGroup, createListCollection, useFilter } from '@chakra-ui/react';
export { NativeSelect } from './parts/nativeSelect';
export { Textarea } from './parts/textarea';

export const Collapsible = withSlotRecipe(ChakraCollapsible, collapsibleSlotRecipe, 'Collapsible');
export const Combobox = withSlotRecipe(ChakraCombobox, comboboxSlotRecipe, 'Combobox');
export const RadioGroup = withSlotRecipe(ChakraRadioGroup, radioGroupSlotRecipe, 'RadioGroup');
