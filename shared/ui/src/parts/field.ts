import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './withRecipe';

export const Field = /* @__PURE__ */ withSlotRecipe(ChakraField, fieldSlotRecipe, 'Field');
