import { Alert as ChakraAlert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './withRecipe';

export const Alert = /* @__PURE__ */ withSlotRecipe(ChakraAlert, alertSlotRecipe, 'Alert');
