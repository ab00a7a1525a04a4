// Chakra's Link, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { linkRecipe } from '@chakra-theme/recipes/link.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ recipes: { link: linkRecipe } });

export { Link } from '@chakra-ui/react';
