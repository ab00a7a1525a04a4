// Chakra's Dialog, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

export { Dialog } from '@chakra-ui/react';
