// Chakra's Separator, with its recipe (not in the first system: see app/lateRecipes.ts).
import { separatorRecipe } from '@chakra-theme/recipes/separator.js';
import { registerRecipes } from '@/app/lateRecipes.ts';

registerRecipes({ recipes: { separator: separatorRecipe } });

export { Separator } from '@chakra-ui/react';
