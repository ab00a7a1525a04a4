// Chakra's Toaster and Toast, with their recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { toastSlotRecipe } from '@chakra-theme/recipes/toast.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

export { Toaster, Toast } from '@chakra-ui/react';
