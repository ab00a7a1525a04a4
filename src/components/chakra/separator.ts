// Chakra's Separator, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { separatorRecipe } from '@chakra-theme/recipes/separator.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ recipes: { separator: separatorRecipe } });

export { Separator } from '@chakra-ui/react';
