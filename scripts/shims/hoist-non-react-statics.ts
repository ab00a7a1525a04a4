// Stands in for the `hoist-non-react-statics` package in browser builds (vite.config.ts). Emotion imports that
// package for its `withTheme` helper only (which neither Chakra nor the app uses), but as CommonJS it can't be
// tree-shaken and it brings `react-is` along: ≈ 1 KB gzip on every page for nothing. Should anything call it,
// this does the same job: copies a component's own static members that React doesn't define.
const REACT_STATICS = new Set([
  'childContextTypes', 'contextType', 'contextTypes', 'defaultProps', 'displayName', 'getDefaultProps',
  'getDerivedStateFromError', 'getDerivedStateFromProps', 'mixins', 'propTypes', 'type', 'compare', 'render',
  '$$typeof', 'name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity',
]);

export default function hoistNonReactStatics<T extends object>(target: T, source: object): T {
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    if (typeof key === 'string' && REACT_STATICS.has(key)) continue;
    if (Object.prototype.hasOwnProperty.call(target, key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (descriptor) {
      try {
        Object.defineProperty(target, key, descriptor);
      } catch {
        // a non-configurable property of the target: leave it
      }
    }
  }
  return target;
}
