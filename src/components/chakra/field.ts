// Chakra's Field, with its recipe (not in the first system: see app/lateRecipes.ts).
import { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
import { registerRecipes } from '@/app/lateRecipes.ts';

registerRecipes({ slotRecipes: { field: fieldSlotRecipe } });

export { Field } from '@chakra-ui/react';
