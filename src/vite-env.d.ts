/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Replaces '/api' in request paths: '/dev-api' (default, dev and demo) or '/prod-api' (production). */
  readonly VITE_API_PREFIX?: string;
  /** Which backend the build talks to, defined by vite.config.ts: the local mock or the live API. */
  readonly VITE_BACKEND_KIND: 'mock' | 'live';
  /** The live screens' first poll interval in ms (default 2000); the browser journeys' build sets 300. */
  readonly VITE_LIVE_POLL_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The theme app/theme.ts makes at build time (scripts/chakra-css-plugin.ts): plain data for app/system.ts. */
declare module 'virtual:chakra-theme' {
  const theme: import('./app/theme.ts').ThemeData;
  export default theme;
}
