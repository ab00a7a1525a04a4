// What a buyer does on a goods detail: favourite (goods/hooks.ts: optimistic, rolled back on failure), share, buy.
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Goods } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { toast } from '@/components/toast.ts';
import { useToken } from '@/stores/useToken.ts';
import { copyWithToast } from '@/components/copy.ts';
import { storedFlag } from '@/lib/storedFlag.ts';
import { useCollectGoods } from '../hooks.ts';

/** Set by the purchase notice's 不再提示. */
export const purchaseNoticeSkipped = storedFlag('goods.purchaseNotice.skip');

/** The query parameter that carries a tap across the sign-in detour (?then=collect, ?then=buy). */
export const THEN = 'then';

/** Signed out: to the login page, which brings the user back here (with `then`, what to finish on return). */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return (then?: 'collect' | 'buy') => {
    const params = new URLSearchParams(location.search);
    if (then) params.set(THEN, then);
    const search = params.toString();
    navigate(paths.login(location.pathname + (search ? `?${search}` : '')));
  };
}

/** The favourite button's action: sign in first, then toggle; a 收藏 tapped while signed out is done on return. */
export function useCollectAction(goods: Goods) {
  const token = useToken();
  const toLogin = useLoginRedirect();
  const mutation = useCollectGoods();
  const collected = Boolean(goods.collected);
  const [params, setParams] = useSearchParams();
  const pendingTap = token && params.get(THEN) === 'collect';
  const { mutate } = mutation;
  useEffect(() => {
    if (!pendingTap) return;
    // Back from signing in: finish the tap (unless the goods was a favourite already), once.
    if (!collected) mutate({ id: goods.id, collect: true });
    setParams((p) => { p.delete(THEN); return p; }, { replace: true });
  }, [pendingTap, collected, goods.id, mutate, setParams]);
  const toggle = () => {
    if (!token) {
      toast.info('请先登录后再收藏');
      toLogin('collect');
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
