// What the build runs in Node (scripts/chakra-css-plugin.ts, one import for both): the system whose global
// styles become the static stylesheet, and the theme the browser gets as data. The browser never imports this.
export { stylesheetSystem } from './globalStyles.ts';
export { themeData } from './theme.ts';
