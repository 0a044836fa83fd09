import { Input as ChakraInput } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

export const Input = /* @__PURE__ */ withRecipe(ChakraInput, inputRecipe, 'Input');
