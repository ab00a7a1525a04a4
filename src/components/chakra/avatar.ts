// Chakra's Avatar, with its recipe (not in the first system: see components/chakra/lateRecipes.ts).
import { avatarSlotRecipe } from '@chakra-theme/recipes/avatar.js';
import { registerRecipes } from './lateRecipes.ts';

registerRecipes({ slotRecipes: { avatar: avatarSlotRecipe } });

export { Avatar } from '@chakra-ui/react';
