// Chakra's NativeSelect, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { nativeSelect: nativeSelectSlotRecipe } });

export { NativeSelect } from '@chakra-ui/react';
