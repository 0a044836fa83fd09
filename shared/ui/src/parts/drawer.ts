import { Drawer as ChakraDrawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './withRecipe';

export const Drawer = /* @__PURE__ */ withSlotRecipe(ChakraDrawer, drawerSlotRecipe, 'Drawer');
