// Chakra's Table, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { tableSlotRecipe } from '@chakra-theme/recipes/table.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { table: tableSlotRecipe } });

export { Table } from '@chakra-ui/react';
