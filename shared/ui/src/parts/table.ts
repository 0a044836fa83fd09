import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './withRecipe';

export const Table = /* @__PURE__ */ withSlotRecipe(ChakraTable, tableSlotRecipe, 'Table');
