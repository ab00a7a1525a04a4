// Chakra's Tabs, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });

export { Tabs } from '@chakra-ui/react';
