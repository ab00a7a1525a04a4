// 我的代售's actions: 修改价格 (validated prompt), 下架 (a 备注 prompt, then a second confirm), 撤回 (a 审核中
// listing: one confirm, then the live 下架 with the note 卖家撤回审核 → 已下架), 上架 / 重新提交. Each refreshes the
// list (the tab stays: it lives in the URL) and the goods wherever it is cached; failures (403 included) are
// toasts with the server's message. 编辑 / 修改后重新提交 are links to the consign form (features/sell).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { relistListing, setListingPrice, unlistListing } from '@/api/listing.ts';
import type { MyListing } from '@/contract/types.ts';
import { SaleState } from '@/contract/statuses.ts';
import { confirmDialog, promptDialog } from '@/components/dialogs/index.ts';
import { toast } from '@/components/toast.ts';
import { goodsKeys } from '@/api/goods.queries.ts';
import { formatPrice } from '@/lib/format.ts';
import { listingKeys } from '@/api/listing.queries.ts';
import { MAX_DOWN_NOTE, parsePrice, validateDownNote, validatePrice } from './validate.ts';

type Listing = Pick<MyListing, 'id' | 'title' | 'price' | 'newPrice' | 'saleState' | 'auditDes' | 'needsAudit'>;

/** The 下架 note of a 撤回 (the mock and the seller read it on the 已下架 row). */
export const WITHDRAW_NOTE = '卖家撤回审核';

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
    mutationFn: ({ id, value }: { id: number; value: number }) => setListingPrice(id, value),
    onSuccess: (_data, { id, value }) => {
      toast.success(`价格已改为 ${formatPrice(value)}`);
      return refresh(id);
    },
    onError,
  });
  const down = useMutation({
    mutationFn: ({ id, note }: { id: number; note: string; withdraw?: boolean }) => unlistListing(id, note),
    onSuccess: (_data, { id, withdraw }) => {
      toast.success(withdraw ? '已撤回，可在「已下架」中修改后重新提交' : '已下架');
      return refresh(id);
    },
    onError,
  });
  const up = useMutation({
    mutationFn: ({ id }: { id: number; resubmit: boolean }) => relistListing(id),
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

  const withdraw = async (g: Listing) => {
    const answer = await confirmDialog({
      title: '撤回审核',
      message: `撤回后「${g.title}」不再审核，移到「已下架」；可以编辑后重新提交。`,
      confirmText: '确认撤回',
      danger: true,
    });
    if (answer === 'confirm') down.mutate({ id: g.id, note: WITHDRAW_NOTE, withdraw: true });
  };

  // A withdrawn listing (needsAudit) goes to audit again rather than straight on sale.
  const putUp = (g: Listing) => up.mutate({ id: g.id, resubmit: g.saleState === SaleState.refused || Boolean(g.needsAudit) });

  /** The id whose action is being sent (for a spinner on its button). */
  const pending = price.isPending ? price.variables?.id
    : down.isPending ? down.variables?.id
      : up.isPending ? up.variables?.id : undefined;

  return { changePrice, takeDown, withdraw, putUp, pending };
}
