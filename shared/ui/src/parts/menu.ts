import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './withRecipe';

export const Menu = /* @__PURE__ */ withSlotRecipe(ChakraMenu, menuSlotRecipe, 'Menu');
