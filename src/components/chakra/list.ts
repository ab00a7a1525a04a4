// Chakra's List, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { listSlotRecipe } from '@chakra-theme/recipes/list.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { list: listSlotRecipe } });

export { List } from '@chakra-ui/react';
