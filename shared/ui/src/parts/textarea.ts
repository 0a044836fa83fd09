import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

export const Textarea = /* @__PURE__ */ withRecipe(ChakraTextarea, textareaRecipe, 'Textarea');
