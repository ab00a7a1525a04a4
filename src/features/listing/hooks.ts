// 我的代售's actions: 修改价格 (validated prompt), 下架 (a 备注 prompt, then a second confirm), 上架 / 重新提交,
// 失败原因. Each refreshes the list (the tab stays: it lives in the URL) and the goods wherever it is cached;
// failures (403 included) are toasts with the server's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downGoods, editPrice, upGoods } from '@/api/goods.ts';
import type { MyListing } from '@/contract/types.ts';
import { confirmDialog, promptDialog } from '@/components/dialogs/index.ts';
import { toast } from '@/components/toast.ts';
import { goodsKeys } from '@/features/goods/queries.ts';
import { formatPrice } from '@/lib/format.ts';
import { listingKeys } from './queries.ts';
import { MAX_DOWN_NOTE, parsePrice, validateDownNote, validatePrice } from './validate.ts';

type Listing = Pick<MyListing, 'id' | 'title' | 'price' | 'newPrice' | 'saleState' | 'auditDes'>;

function useRefresh() {
  const queryClient = useQueryClient();
  return (id: number) => Promise.all([
    queryClient.invalidateQueries({ queryKey: listingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: goodsKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: goodsKeys.lists() }),
  ]);
}

export function useListingActions() {
  const refresh = useRefresh();
  const onError = (error: unknown) => toast.fromError(error);

  const price = useMutation({
    mutationFn: ({ id, value }: { id: number; value: number }) => editPrice(id, value),
    onSuccess: (_data, { id, value }) => {
      toast.success(`价格已改为 ${formatPrice(value)}`);
      return refresh(id);
    },
    onError,
  });
  const down = useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => downGoods(id, note),
    onSuccess: (_data, { id }) => {
      toast.success('已下架');
      return refresh(id);
    },
    onError,
  });
  const up = useMutation({
    mutationFn: ({ id }: { id: number; resubmit: boolean }) => upGoods(id),
    onSuccess: (_data, { id, resubmit }) => {
      toast.success(resubmit ? '已重新提交审核' : '已上架');
      return refresh(id);
    },
    onError,
  });

  const changePrice = async (g: Listing) => {
    const value = await promptDialog({
      title: '修改价格',
      message: `当前价格 ${formatPrice(g.newPrice)}，修改后买家看到新价格。`,
      placeholder: '请输入新价格（元）',
      defaultValue: String(g.price),
      validator: (v) => validatePrice(v) ?? true,
      confirmText: '保存',
      maxLength: 12,
    });
    if (value === null) return;
    price.mutate({ id: g.id, value: parsePrice(value) });
  };

  const takeDown = async (g: Listing) => {
    const note = await promptDialog({
      title: '下架商品',
      message: '下架后买家将看不到该商品，之后可重新上架。',
      placeholder: '备注（选填），如：暂时不卖了',
      validator: (v) => validateDownNote(v) ?? true,
      maxLength: MAX_DOWN_NOTE,
      confirmText: '下一步',
    });
    if (note === null) return;
    const answer = await confirmDialog({
      title: '确认下架',
      message: `确定下架「${g.title}」吗？`,
      confirmText: '确认下架',
      danger: true,
    });
    if (answer === 'confirm') down.mutate({ id: g.id, note: note.trim() });
  };

  const putUp = (g: Listing) => up.mutate({ id: g.id, resubmit: g.saleState === 99 });

  const showReason = async (g: Listing) => {
    await confirmDialog({
      title: '审核失败原因',
      message: g.auditDes || '未填写原因，请联系客服了解详情',
      showCancel: false,
      confirmText: '我知道了',
    });
  };

  /** The id whose action is being sent (for a spinner on its button). */
  const pending = price.isPending ? price.variables?.id
    : down.isPending ? down.variables?.id
      : up.isPending ? up.variables?.id : undefined;

  return { changePrice, takeDown, putUp, showReason, pending };
}
