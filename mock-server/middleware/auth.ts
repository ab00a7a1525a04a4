// Sessions are resolved per route (routes/registry.ts) so that a public route with a stale token still
// answers as signed out; this module re-exports the pieces for the control API and tests.
export { isProtectedPath, PROTECTED_PREFIXES, resolveUser, tokenOf } from '../routes/registry.ts';
