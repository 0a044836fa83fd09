import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './withRecipe';

export const NativeSelect = /* @__PURE__ */ withSlotRecipe(
  ChakraNativeSelect,
  nativeSelectSlotRecipe,
  'NativeSelect',
);
