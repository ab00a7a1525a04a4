// A picked 区服: 系统 → 运营商 (mobile games) or 大区 → 服务器 (PC games).
import type { GameAttribute } from '@/contract/types.ts';

export interface RegionValue {
  kind: 'system' | 'group';
  first: Pick<GameAttribute, 'id' | 'fieldName'>;
  second: Pick<GameAttribute, 'id' | 'fieldName'>;
}

/** "安卓 / QQ区": the region text the backend stores. */
export function regionText(v: RegionValue | null | undefined): string {
  return v ? `${v.first.fieldName} / ${v.second.fieldName}` : '';
}

/** The goods DTO's 区服 ids. */
export function regionIds(v: RegionValue): { systemId?: number; carrierId?: number; groupId?: number; serverId?: number } {
  return v.kind === 'system' ? { systemId: v.first.id, carrierId: v.second.id } : { groupId: v.first.id, serverId: v.second.id };
}
