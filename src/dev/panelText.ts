// What the QA panel's lists share: the second confirmation's type, and the words for an owner, an age, an expiry
// and a size (the mock answers times as 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai).
/** Thrown by an action whose second confirmation was declined: nothing happened, nothing to say (QaPanel's run). */
export class Declined extends Error {}

/** A control call on what may be another tester's (QaPanel: asks a second time on a refusal, then forces). `send`
 *  gets '' the first time and '?force=1' the second. */
export type Forceable = <T>(send: (force: string) => Promise<T>, confirmText: string) => Promise<T>;

/** Who owns a space or snapshot, as the mock lists it. */
export interface OwnerInfo {
  tester?: string;
  client?: string;
}

/** How the panel names an owner: the tester, or the browser, or — for what nobody owns. */
export function ownerText(owner: OwnerInfo | undefined): string {
  if (!owner) return '未署名';
  return owner.tester ?? `浏览器 ${owner.client?.slice(0, 4) ?? '?'}`;
}

/** 'YYYY-MM-DD HH:mm:ss' (the mock's Asia/Shanghai time) → 3 分钟前 / 5 小时前 / 2 天前. */
export function ageText(time: string | null | undefined, now = Date.now()): string {
  if (!time) return '';
  const at = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  if (!Number.isFinite(at)) return '';
  const min = Math.max(0, Math.round((now - at) / 60_000));
  if (min < 1) return '刚刚';
  if (min < 60) return `${min} 分钟前`;
  const h = Math.round(min / 60);
  return h < 48 ? `${h} 小时前` : `${Math.round(h / 24)} 天前`;
}

/** Until an expiry time: 6 天后到期 / 3 小时后到期; '' when it never expires. */
export function expiryText(time: string | null | undefined, now = Date.now()): string {
  if (!time) return '';
  const at = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  if (!Number.isFinite(at)) return '';
  const h = Math.max(0, Math.round((at - now) / 3_600_000));
  return h < 48 ? `${h} 小时后到期` : `${Math.round(h / 24)} 天后到期`;
}

/** Bytes as KB / MB. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
