// Chakra's Textarea, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { textareaRecipe } from '@chakra-theme/recipes/textarea.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ recipes: { textarea: textareaRecipe } });

export { Textarea } from '@chakra-ui/react';
