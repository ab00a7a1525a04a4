// OUR EXTENSIONS — endpoints the app's flows need that the seed spec does not list (the live backend may name
// them differently). They are written once, in the contract's table (src/contract/common/endpoints.ts, origin
// 'extension'); this list is derived from it for GET /__mock (the control index) and the route tests.
import { ENDPOINTS } from '../../src/contract/common/endpoints.ts';

export interface ExtensionDoc {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
}

export const EXTENSIONS: readonly ExtensionDoc[] = ENDPOINTS.filter((e) => e.origin === 'extension')
  .map(({ method, path, summary }) => ({ method, path, summary }));

export function isExtension(method: string, path: string): boolean {
  return EXTENSIONS.some((e) => e.method === method && e.path === path);
}
