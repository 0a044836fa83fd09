import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './withRecipe';

export const Dialog = /* @__PURE__ */ withSlotRecipe(ChakraDialog, dialogSlotRecipe, 'Dialog');
