// The names of data spaces: what a space may be called, how a request names its space (the X-Mock-Space header,
// or the path form /__space/<name, percent-encoded>/… of links the browser follows) and the Chinese refusals. spaces.ts holds
// the spaces, front.ts reads each request's space.
import { BizError, fail } from '../lib/envelope.ts';

export const SHARED_SPACE = 'shared';
export const SPACE_HEADER = 'X-Mock-Space';
export const KEY_HEADER = 'X-Mock-Key';

/** Letters (Chinese too), digits, _ and -, like snapshot names: a name is also a folder name. */
export const SPACE_NAME = /^[\p{L}\p{N}_-]{1,40}$/u;
/** Names a space cannot take: the shared space's, and words that would read as something else. */
const RESERVED = new Set(['shared', '共享', '共享空间', 'default', 'current', 'spaces', 'all', 'none']);

/**
 * The path form of a space (links the browser follows): /__space/<the name as encodeURIComponent writes it>/…, the
 * same text as the X-Mock-Space header the app sends, so nginx in front of a team's processes hashes both alike.
 */
export const PATH_SPACE = /^\/__space\/([A-Za-z0-9_%-]{1,400})(\/.*)?$/;

export const msgNotFound = (name: string) => `数据空间不存在：${name}（可能已被删除或从未创建；请在 QA 面板回到共享空间，或新建一个）`;

/** The name a request's X-Mock-Space header gives, or undefined for none (the shared space). */
export function headerSpace(raw: string | undefined): string | undefined {
  let v = raw?.trim() ?? '';
  if (v === '') return undefined;
  // Node hands header bytes over as latin1: raw UTF-8 (curl -H 'X-Mock-Space: 小李') is decoded back.
  if ([...v].some((ch) => ch.charCodeAt(0) > 0x7f)) v = Buffer.from(v, 'latin1').toString('utf8');
  else if (v.includes('%')) {
    try {
      v = decodeURIComponent(v);
    } catch {
      throw new BizError(`请求头 ${SPACE_HEADER} 的值无效：中文名称请按 URL 编码（encodeURIComponent）发送`, 400, 400);
    }
  }
  v = v.normalize('NFC');
  if (v === SHARED_SPACE) return undefined;
  if (!SPACE_NAME.test(v)) throw new BizError(`请求头 ${SPACE_HEADER} 的值无效：${v.slice(0, 60)}（数据空间名称只能包含中文、字母、数字、下划线和短横线，1–40 个字）`, 400, 400);
  return v;
}

/** A valid new space name, or a Chinese refusal. */
export function spaceName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().normalize('NFC') : '';
  if (!SPACE_NAME.test(name)) fail('数据空间名称（name）只能包含中文、字母、数字、下划线和短横线，1–40 个字');
  if (RESERVED.has(name.toLowerCase())) fail(`${name} 是保留名称（共享空间的名称是 shared），请换一个名称`);
  return name;
}

/** A name as the path form writes it. */
export const toPath = (name: string) => encodeURIComponent(name);
