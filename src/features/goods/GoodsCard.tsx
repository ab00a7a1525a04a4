// One goods in a list: cover, title, 区服, key attribute chips, badges and price, linking to goodDetail.
// layout 'grid' is the two-column 图文 card; 'list' is a row with the cover on the left.
// Used by goodList, home (顶级账号), hire, finish, collect, Mybrowsing and the detail's recommendations: plain
// elements with static styles (GoodsCard.module.css), since a page draws many at once
// (docs/decisions/0010-static-css-for-hot-components.md). In a keyword search the words are marked in the title
// (<mark>, which screen readers announce as highlighted; inline, so the two-line clamp is unchanged).
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { Goods } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { gameTemplateQuery } from '@/api/game.queries.ts';
import { formatPrice, orDash } from '@/lib/format.ts';
import { GoodsBadges } from './GoodsBadges.tsx';
import { keyChips, qufuLine } from './attributes.ts';
import { markPieces } from './highlight.ts';
import css from './GoodsCard.module.css';

export interface GoodsCardProps {
  goods: Goods;
  layout: 'grid' | 'list';
  /** Extra line under the price (e.g. 浏览时间 in the history). */
  footer?: ReactNode;
  /** Eager cover for the first cards above the fold. */
  priority?: boolean;
  /** The keyword's words, marked in the title (a stable array: the card is memoised). */
  marks?: readonly string[];
}

/** The title, the words of a keyword search marked. */
function Title({ title, marks }: { title: string; marks: readonly string[] | undefined }) {
  if (!title || !marks?.length) return <>{orDash(title)}</>;
  return markPieces(title, marks).map((p, i) => (p.marked ? <mark key={i} className={css.mark}>{p.text}</mark> : p.text));
}

/**
 * The game's template only when a screen already loaded it (goodList does): a card never fetches it. When it
 * arrives, every card on the page re-renders for its chips: deferred, so they do so in an interruptible render
 * (see lib/useDeferredQuery.ts) rather than in one long task.
 */
function useCachedTemplate(gameId: number) {
  return useDeferredValue(useQuery({ ...gameTemplateQuery(gameId), enabled: false }).data);
}

// Memoised: goodList re-renders on every change of its URL (a filter, the view); a card whose goods and layout
// did not change skips that render.
export const GoodsCard = memo(function GoodsCard({ goods, layout, footer, priority = false, marks }: GoodsCardProps) {
  const template = useCachedTemplate(goods.gameId);
  const chips = keyChips(goods, template, layout === 'grid' ? 2 : 3);
  const qufu = [goods.gameName, qufuLine(goods)].filter(Boolean).join(' · ');
  const grid = layout === 'grid';

  return (
    <Link to={paths.goodDetail(goods.id)} data-testid="goods-card" className={grid ? css.card : `${css.card} ${css.list}`}>
      <div className={css.cover}>
        {/* Screenshots are 16:9; the list's thumbnail crops them a little to stay compact (4:3). */}
        <img src={assetUrl(goods.titleImg) || undefined} alt={orDash(goods.title)} loading={priority ? 'eager' : 'lazy'}
          decoding="async" />
        {goods.isTop && <p className={css.top}>顶级</p>}
      </div>
      <div className={css.body}>
        <p className={css.title}><Title title={goods.title} marks={marks} /></p>
        {qufu && <p className={css.qufu}>{qufu}</p>}
        {chips.length > 0 && (
          <div className={css.chips}>
            {chips.map((chip) => <span key={chip} className={css.chip}>{chip}</span>)}
          </div>
        )}
        <GoodsBadges goods={goods} size={grid ? 'xs' : 'sm'} />
        <div className={css.foot}>
          <p className={css.price} data-testid="goods-price">{formatPrice(goods.newPrice)}</p>
          {footer}
        </div>
      </div>
    </Link>
  );
});
