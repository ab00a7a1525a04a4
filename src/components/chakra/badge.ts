// Chakra's Badge, with its recipe (not in the first system: see components/chakra/lateRecipes.ts). No landing
// page's first screen shows one (the goods cards' badges are static CSS, decision 0010).
import { badgeRecipe } from '@chakra-theme/recipes/badge.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ recipes: { badge: badgeRecipe } });

export { Badge } from '@chakra-ui/react';
