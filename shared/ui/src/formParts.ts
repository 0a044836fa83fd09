// The Chakra parts only form fields use, in a chunk of their own: @portal/ui is one shared module
// on every route, and these (zag state machines, the combobox's positioning and list collection) would add
// ~20 KB gzipped to pages without a form. See lazyFormParts.ts.
export {
  Checkbox,
  Collapsible,
  Combobox,
  RadioGroup,
  createListCollection,
  useFilter,
} from '@chakra-ui/react';
