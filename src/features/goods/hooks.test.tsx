// 收藏 / 取消收藏: one hook for the detail and 我的收藏, owning the detail's flag and count, the favourites list
// and the toasts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import type { Goods, Page } from '@/contract/types.ts';
import { useCollectGoods } from './hooks.ts';
import { goodsKeys } from '@/api/goods.queries.ts';
import * as goodsApi from '@/api/goods.ts';
import * as toastModule from '@/components/toast.ts';
import { stubExports } from '@/test/stubExports.ts';

const api = {
  collectGoods: vi.fn(), uncollectGoods: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), fromError: vi.fn() },
};
beforeEach(() => {
  stubExports(goodsApi, { collectGoods: api.collectGoods, uncollectGoods: api.uncollectGoods });
  stubExports(toastModule, { toast: api.toast });
});

afterEach(() => vi.clearAllMocks());

const goods = (id: number, over: Partial<Goods> = {}) => ({ id, title: `商品${id}`, collected: true, collectNum: 3, ...over }) as Goods;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  queryClient.setQueryData(goodsKeys.detail(5), goods(5));
  queryClient.setQueryData<InfiniteData<Page<Goods>>>(goodsKeys.collect(), {
    pages: [{ rows: [goods(5), goods(6)], total: 3 }, { rows: [goods(7)], total: 3 }], pageParams: [1, 2],
  });
  const { result } = renderHook(() => useCollectGoods(), { wrapper });
  const detail = () => queryClient.getQueryData<Goods>(goodsKeys.detail(5));
  const list = () => queryClient.getQueryData<InfiniteData<Page<Goods>>>(goodsKeys.collect());
  return { queryClient, result, detail, list };
}

describe('useCollectGoods', () => {
  it('取消收藏: the detail at once, the favourites list and its total when the server agrees, one toast', async () => {
    let answer!: () => void;
    api.uncollectGoods.mockReturnValue(new Promise<void>((resolve) => { answer = resolve; }));
    const { result, detail, list } = setup();
    act(() => result.current.mutate({ id: 5, collect: false }));
    await waitFor(() => expect(detail()).toMatchObject({ collected: false, collectNum: 2 }));
    expect(list()!.pages[0].rows.map((g) => g.id)).toEqual([5, 6]);
    await act(async () => answer());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.uncollectGoods).toHaveBeenCalledWith(5);
    expect(list()!.pages.map((p) => p.rows.map((g) => g.id))).toEqual([[6], [7]]);
    expect(list()!.pages.map((p) => p.total)).toEqual([2, 2]);
    expect(api.toast.success).toHaveBeenCalledExactlyOnceWith('已取消收藏');
  });

  it('收藏: the flag and count go up, the list is left to its refetch', async () => {
    api.collectGoods.mockResolvedValue(undefined);
    const { queryClient, result, detail, list } = setup();
    queryClient.setQueryData(goodsKeys.detail(5), goods(5, { collected: false, collectNum: 0 }));
    act(() => result.current.mutate({ id: 5, collect: true }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(detail()).toMatchObject({ collected: true, collectNum: 1 });
    expect(list()!.pages[0].rows).toHaveLength(2);
    expect(api.toast.success).toHaveBeenCalledWith('已收藏');
  });

  it('a refusal puts the detail back, keeps the list and says why', async () => {
    const error = new Error('服务异常');
    api.uncollectGoods.mockRejectedValue(error);
    const { result, detail, list } = setup();
    act(() => result.current.mutate({ id: 5, collect: false }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(detail()).toMatchObject({ collected: true, collectNum: 3 });
    expect(list()!.pages[0].rows).toHaveLength(2);
    expect(api.toast.fromError).toHaveBeenCalledWith(error);
    expect(api.toast.success).not.toHaveBeenCalled();
  });

  it('from 我的收藏 without a cached detail: only the list changes', async () => {
    api.uncollectGoods.mockResolvedValue(undefined);
    const { queryClient, result, list } = setup();
    act(() => result.current.mutate({ id: 7, collect: false }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(goodsKeys.detail(7))).toBeUndefined();
    expect(list()!.pages[1].rows).toEqual([]);
  });
});
