import { Code as ChakraCode } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

export const Code = /* @__PURE__ */ withRecipe(ChakraCode, codeRecipe, 'Code');
