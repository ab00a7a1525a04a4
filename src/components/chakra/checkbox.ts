// Chakra's Checkbox, with its recipes (not in the first system: see components/chakra/lateRecipes.ts).
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark.js';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ recipes: { checkmark: checkmarkRecipe }, slotRecipes: { checkbox: checkboxSlotRecipe } });

export { Checkbox } from '@chakra-ui/react';
