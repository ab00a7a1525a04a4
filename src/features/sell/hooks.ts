// The submit of step 2: a consignment (代售), the edit of one of my listings, or a valuation (估价); then the draft
// is forgotten, the lists that show it are refreshed and the seller lands on the result page (an edit: 我的代售,
// 待审核 tab, where it shows 审核中).
import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useNavigationType } from 'react-router-dom';
import { submitValuation } from '@/api/recycle.ts';
import { publishListing } from '@/api/sell.ts';
import type { Game } from '@/contract/types.ts';
import { SaleState } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { toast } from '@/components/toast.ts';
import { clearDraft, type SellDraft } from './draft.ts';
import { listingBody, valuationBody } from './payload.ts';
import { SELL_AFFECTED_KEYS } from '@/api/sell.queries.ts';

export const SUBMIT_MESSAGES = {
  sale: '发布成功，请等待管理员审核',
  pinggu: '提交成功，请等待估价员进行估价',
} as const;

export const EDIT_MESSAGE = '修改已提交，请等待管理员审核';

export interface SellSubmit {
  draft: SellDraft;
  /** The account password typed again while editing (never kept in the draft). */
  password?: string;
}

/**
 * Where back leads once the form was sent: the browser's history still holds step 1 (its draft gone), so going
 * back from 提交成功 or 我的代售 would land on an empty form. Step 1, reached by back, goes on to this place instead.
 */
let afterPublish: string | null = null;

/** Step 1's guard: reached by back after a submit, it replaces itself with 卖号 (or 我的代售 after an edit). */
export function useLeaveSentForm(): void {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  useEffect(() => {
    const to = afterPublish;
    // Once step 1 is opened anew (继续发布), going back to it later is going back within that new form.
    afterPublish = null;
    if (navigationType === 'POP' && to !== null) navigate(to, { replace: true });
  }, [navigationType, navigate]);
}

export function useSubmitSell(game: Pick<Game, 'id' | 'name' | 'type'> | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ draft, password }: SellSubmit) => {
      if (!game) throw new Error('游戏信息未加载');
      if (draft.mode === 'pinggu') await submitValuation(valuationBody(draft, game));
      else await publishListing(listingBody(draft, game, password));
      return draft;
    },
    onSuccess: (draft) => {
      clearDraft(draft.gameId, draft.mode, draft.edit?.id);
      afterPublish = draft.edit ? paths.sale : paths.sell;
      for (const queryKey of SELL_AFFECTED_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      if (draft.edit) {
        toast.success(EDIT_MESSAGE);
        // 待审核, where the edited listing now is (全部 sorts by 发布 time: an old listing may be pages away).
        navigate(paths.saleTab(SaleState.pending), { replace: true });
        return;
      }
      toast.success(SUBMIT_MESSAGES[draft.mode]);
      navigate(paths.commit(draft.mode), { replace: true });
    },
    onError: (error) => toast.fromError(error),
  });
}
