// Chakra recipes that are not in the first system (app/chakraPreset.ts keeps only those the first screens
// render). Each of the others is registered by the module of src/components/chakra/ that re-exports its
// component, so the recipe travels in the chunk of the screens that use it rather than in the framework
// chunk every page waits for. Registration happens when that module is evaluated, hence before anything
// can render the component; the system (app/theme.ts) reads the recipe from here on the component's first
// render. ESLint makes the app import those components from src/components/chakra/, and outside production a
// recipe asked for but neither in the first system nor registered is a console.error (guardRecipes).
import type { RecipeDefinition, SlotRecipeDefinition } from '@chakra-ui/react';

const registered = {
  recipes: new Map<string, RecipeDefinition>(),
  slotRecipes: new Map<string, SlotRecipeDefinition>(),
};

export type RecipeKind = keyof typeof registered;

export function registerRecipes(added: {
  recipes?: Record<string, RecipeDefinition>;
  slotRecipes?: Record<string, SlotRecipeDefinition>;
}): void {
  for (const [key, recipe] of Object.entries(added.recipes ?? {})) registered.recipes.set(key, recipe);
  for (const [key, recipe] of Object.entries(added.slotRecipes ?? {})) registered.slotRecipes.set(key, recipe);
}

/** The recipe registered under `key`, as Chakra ships it (not rem-scaled). */
export function lateRecipe(kind: RecipeKind, key: string): RecipeDefinition | SlotRecipeDefinition | undefined {
  return registered[kind].get(key);
}
