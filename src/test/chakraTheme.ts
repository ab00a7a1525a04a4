// `virtual:chakra-theme` in the unit tests (vitest.config.ts): the same data the build serves, made here.
import { themeData } from '@/app/theme.ts';

export default themeData();
