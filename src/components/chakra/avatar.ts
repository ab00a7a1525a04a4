// Chakra's Avatar, with its recipe (not in the first system: see app/lateRecipes.ts).
import { avatarSlotRecipe } from '@chakra-theme/recipes/avatar.js';
import { registerRecipes } from '@/app/lateRecipes.ts';

registerRecipes({ slotRecipes: { avatar: avatarSlotRecipe } });

export { Avatar } from '@chakra-ui/react';
