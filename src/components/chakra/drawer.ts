// Chakra's Drawer, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });

export { Drawer } from '@chakra-ui/react';
