// 商户入驻's write: the application, with the cache update and the toasts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantApply, type MerchantApplyBody } from '@/api/merchant.ts';
import { merchantKeys } from '@/api/merchant.queries.ts';
import type { MerchantApplication } from '@/contract/types.ts';
import { MerchantAudit } from '@/contract/statuses.ts';
import { toast } from '@/components/toast.ts';
import { appState } from '@/stores/app.ts';

/** 商户入驻 → 提交成功, the audit state shown from the server's latest application. */
export function useMerchantApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantApplyBody) => merchantApply(body),
    onSuccess: async (result, body) => {
      // 待审核 at once, then the server's row.
      const user = appState.userInfo;
      const pending: MerchantApplication = { id: result?.id ?? 0, userId: user?.userId ?? 0, ...body, auditState: MerchantAudit.pending, createTime: '' };
      queryClient.setQueryData<MerchantApplication | null>(merchantKeys.latest(), pending);
      toast.success('提交成功，请等待审核');
      await queryClient.invalidateQueries({ queryKey: merchantKeys.latest() });
    },
    onError: (error) => toast.fromError(error),
  });
}
