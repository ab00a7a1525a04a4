// The emotion cache Chakra writes its styles through, with the recipes taken out of their cascade layer
// (docs/decisions/0011-recipes-without-a-cascade-layer.md).
//
// Why: Chakra wraps every recipe's styles in `@layer recipes { … }` so that style props (written unlayered) beat
// them whatever the selectors. But Chromium restyles the whole document when a rule holding a layer (or any group
// rule: `@media all` does the same) is inserted: 16–22 ms at 1× CPU on home and goodList, against 0.5 ms for a
// plain rule, measured. Emotion inserts a component's rules when it first renders, so each commit that shows a
// new kind of component (a section, a drawer, a dialog) paid a full restyle: several long tasks at start, and a
// large part of a tap that opens something.
//
// Done where emotion inserts a rule (its stylesheet's insert), on the CSS text emotion has made: emotion's own
// compiler is untouched; its vendor prefixer is replaced by the few `-webkit-` prefixes still needed
// (webkitPrefixer).
//
// What this keeps: the same precedence, by specificity instead of layers.
// - A recipe's rules are inserted as plain rules, in the same order and with the same selectors, so recipes
//   among themselves cascade exactly as inside their layer.
// - Every other rule an element's class carries (its style props, `css` prop, text and layer styles) gets
//   `:not(#_)` after that class: one id's worth of specificity, which no recipe selector has (Chakra's
//   selectors use classes, attributes and pseudo-classes), so they beat every recipe rule as the unlayered props
//   did. `#_` matches no element (no id is "_").
// - Chakra's global styles stay in their layers in the build-time stylesheet (app/boot.tsx), under all of this,
//   as before: the recipes' layer was the top one.
import createCache, { type EmotionCache } from '@emotion/cache';

const RECIPES_LAYER = '@layer recipes{';
/** The class emotion gives an element ("css-" + hash, + "-label" in development). Emotion's declarations never
 *  hold it, only selectors. */
const OWN_CLASS = /\.css-[\w-]+/g;
const PROPS_BOOST = ':not(#_)';

/** The rules inside a recipe's layer: plain rules and media queries holding plain rules. (No recipe puts a brace
 *  inside a quoted string; a rule cut wrong there would fail to insert, which emotion reports outside production.) */
const RULES_IN_LAYER = /@[^{]+\{(?:[^{}]+\{[^{}]*\})*\}|[^{}]+\{[^{}]*\}/g;

/** What is inserted for one rule emotion writes: a recipe's rules taken out of their layer, one by one; any
 *  other rule (also a media query's, and keyframes, which have no element class) with the boost after the class. */
function rulesFor(rule: string): string[] {
  if (rule.startsWith(RECIPES_LAYER)) return rule.slice(RECIPES_LAYER.length, -1).match(RULES_IN_LAYER) ?? [];
  return [rule.replace(OWN_CLASS, (own) => own + PROPS_BOOST)];
}

/** A stylis element as a plugin sees it (stylis 4: `type` 'decl' for a declaration, `props` its property,
 *  `value` its text, `return` what is written instead when set). */
interface StylisElement { type: string; props: unknown; value: string; return: string }

/** The properties the browsers we serve still want `-webkit-` for (Safari/iOS: user-select, text-size-adjust,
 *  backdrop-filter before 18, background-clip: text; box-decoration-break; appearance before iOS 15.4; mask-image
 *  before iOS 15.4 and in the Chromium of WeChat's and other in-app browsers before 120 — TabStrip's fade). Emotion's own prefixer (stylis's)
 *  rewrites every declaration against a long list of old browsers: ≈ a quarter of the style work of a landing
 *  page's first commit at 4× CPU (docs/decisions/0017-…). */
const WEBKIT_PROPS = /^(?:user-select|text-size-adjust|backdrop-filter|box-decoration-break|appearance|mask|mask-image)$/;

/** The one prefixing the app needs: `-webkit-` before the properties of WEBKIT_PROPS and `background-clip: text`. */
export function webkitPrefixer(element: StylisElement): void {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_PROPS.test(element.props) || (element.props === 'background-clip' && /:\s*text\b/.test(element.value))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
}

/** Emotion's cache ("css", with `webkitPrefixer` instead of its full vendor prefixer), inserting its rules as
 *  `rulesFor` says. */
export function createAppEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [webkitPrefixer as never] });
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule) => {
    for (const each of rulesFor(rule)) insert(each);
  };
  return cache;
}
