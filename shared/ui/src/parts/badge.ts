import { Badge as ChakraBadge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

export const Badge = /* @__PURE__ */ withRecipe(ChakraBadge, badgeRecipe, 'Badge');
