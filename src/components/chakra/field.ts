// Chakra's Field, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { field: fieldSlotRecipe } });

export { Field } from '@chakra-ui/react';
