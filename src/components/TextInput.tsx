// A text input styled by Chakra's input recipe (sizes, variants, focus ring), for inputs that stand alone:
// search boxes and one-field lookups. Chakra's own <Input> is the same recipe on ark's Field.Input, which
// reads a surrounding <Field.Root> for its id, label and invalid state — use <Input> inside a Field (forms,
// see FormField.tsx). Standing alone, that wiring does nothing, and ark's field module (≈ 3 KB gzip) would
// load with home and goodList only for it.
import { createRecipeContext, type InputProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'input' });

export const TextInput = withContext<HTMLInputElement, InputProps>('input');
