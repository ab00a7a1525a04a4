// The trust and offer badges of a goods: 自营 / 官方代售 / 特价 / 免费包赔 / 可买包赔.
import type { Goods } from '@/contract/types.ts';
import css from './GoodsBadges.module.css';
import { AccountType, GuaranteeFlag } from '@/contract/statuses.ts';

type BadgeSource = Pick<Goods, 'accountType' | 'isOnSpecialOffer' | 'isGuarantee'>;

export interface GoodsBadge {
  label: string;
  palette: 'brand' | 'blue' | 'red' | 'green';
}

/** The badges a goods earns, in display order. */
export function goodsBadges(goods: BadgeSource): GoodsBadge[] {
  const badges: GoodsBadge[] = [];
  if (goods.accountType === AccountType.own) badges.push({ label: '自营', palette: 'brand' });
  if (goods.accountType === AccountType.consignment) badges.push({ label: '官方代售', palette: 'blue' });
  if (goods.isOnSpecialOffer) badges.push({ label: '特价', palette: 'red' });
  if (goods.isGuarantee === GuaranteeFlag.free) badges.push({ label: '免费包赔', palette: 'green' });
  if (goods.isGuarantee === GuaranteeFlag.paid) badges.push({ label: '可买包赔', palette: 'green' });
  return badges;
}

export function GoodsBadges({ goods, size = 'sm' }: { goods: BadgeSource; size?: 'xs' | 'sm' | 'md' }) {
  const badges = goodsBadges(goods);
  if (badges.length === 0) return null;
  return (
    <div className={css.badges} role="group" aria-label="商品标签">
      {badges.map((b) => <span key={b.label} className={`${css.badge} ${css[size]} ${css[b.palette]}`}>{b.label}</span>)}
    </div>
  );
}
