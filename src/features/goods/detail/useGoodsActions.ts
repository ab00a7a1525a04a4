// What a buyer does on a goods detail: favourite (goods/hooks.ts: optimistic, rolled back on failure), share, buy.
import { useLocation, useNavigate } from 'react-router-dom';
import type { Goods } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { toast } from '@/components/toast.ts';
import { useToken } from '@/stores/useToken.ts';
import { copyWithToast } from '@/components/copy.ts';
import { storedFlag } from '@/lib/storedFlag.ts';
import { useCollectGoods } from '../hooks.ts';

/** Set by the purchase notice's 不再提示. */
export const purchaseNoticeSkipped = storedFlag('goods.purchaseNotice.skip');

/** Signed out: to the login page, which brings the user back here. */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(paths.login(location.pathname + location.search));
}

/** The favourite button's action: sign in first, then toggle. */
export function useCollectAction(goods: Goods) {
  const token = useToken();
  const toLogin = useLoginRedirect();
  const mutation = useCollectGoods();
  const collected = Boolean(goods.collected);
  const toggle = () => {
    if (!token) {
      toast.info('请先登录后再收藏');
      toLogin();
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate({ id: goods.id, collect: !collected });
  };
  return { collected, toggle, pending: mutation.isPending };
}

/** The stand-alone page's link, the one to share (it opens without the app around it). */
export function shareUrl(id: number): string {
  return `${window.location.origin}${paths.pagesDetail(id)}`;
}

export async function shareGoods(id: number): Promise<void> {
  await copyWithToast(shareUrl(id), '链接已复制', '复制失败，请手动复制地址栏中的链接');
}
