// npm run contract: the committed documents are what the generator makes from src/contract/wire/ now, and
// --check names a stale file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/contract/wire/endpoints.ts';
import { API_MD_FILE, check, generated, OPENAPI_FILE } from './contract.ts';

describe('npm run contract', () => {
  it('docs/api.md and docs/api/openapi.json are up to date (else: run npm run contract)', () => {
    expect(check()).toEqual({ code: 0, lines: [`${OPENAPI_FILE} and ${API_MD_FILE} are up to date (${ENDPOINTS.length} endpoints)`] });
  });

  it('--check exits 1 naming the stale file', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
    for (const [file, text] of Object.entries(generated())) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), file === OPENAPI_FILE ? text.replace('"3.1.0"', '"3.0.0"') : text);
    }
    expect(check(root)).toEqual({ code: 1, lines: ['docs/api/openapi.json is out of date: run npm run contract'] });
    fs.rmSync(path.join(root, API_MD_FILE));
    expect(check(root).lines).toContain('docs/api.md is out of date: run npm run contract');
  });

  it('the document is OpenAPI 3.1 with every endpoint, its origin and the envelope around the answer', () => {
    const doc = JSON.parse(generated()[OPENAPI_FILE]) as {
      openapi: string; paths: Record<string, Record<string, { 'x-origin': string; security?: unknown; parameters?: { name: string; in: string; required: boolean; schema?: unknown }[];
        responses: Record<string, { content?: Record<string, { schema: { anyOf: { properties: Record<string, unknown> }[] } }> }> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops).toHaveLength(ENDPOINTS.length);
    expect(ops.filter((o) => o['x-origin'] === 'seed')).toHaveLength(50);
    const list = doc.paths['/web/notice/list'].get;
    expect(list.parameters?.map((p) => p.name)).toEqual(['pageNum', 'pageSize', 'noticeType']);
    expect(Object.keys(list.responses['200'].content?.['application/json'].schema.anyOf[0].properties ?? {})).toEqual(['code', 'msg', 'rows', 'total']);
    const detail = doc.paths['/saleOrder/detail/{orderId}'].get;
    expect(detail.parameters).toEqual([{ name: 'orderId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }]);
    // Signed in: the one token in both headers the app sends; public: security [] said out loud.
    expect(detail.security).toEqual([{ bearer: [], token: [] }]);
    expect(list.security).toEqual([]);
    expect(doc.paths['/profile/img/{path}'].get.parameters?.[0]).toMatchObject({ name: 'path', schema: { type: 'string' } });
  });

  it('every $ref points at a component, and repeated answer types are shared, not copied', () => {
    const text = generated()[OPENAPI_FILE];
    const doc = JSON.parse(text) as { components: { schemas: Record<string, unknown>; responses: Record<string, unknown> } };
    const refs = [...text.matchAll(/"\$ref": "#\/components\/(schemas|responses)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(50);
    for (const [, kind, name] of refs) expect(doc.components[kind as 'schemas' | 'responses'][name], `${kind}/${name}`).toBeTruthy();
    // Goods' fields are written twice (its property and its required entry) in Goods, MyListing and MyListingDetail only.
    expect(text.split('"newPrice"').length - 1).toBe(6);
  });
});
