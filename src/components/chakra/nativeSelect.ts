// Chakra's NativeSelect, with its recipe (not in the first system: see app/lateRecipes.ts).
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select.js';
import { registerRecipes } from '@/app/lateRecipes.ts';

registerRecipes({ slotRecipes: { nativeSelect: nativeSelectSlotRecipe } });

export { NativeSelect } from '@chakra-ui/react';
