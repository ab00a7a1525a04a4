// 联系电话 on the sell form starts as the signed-in user's phone (every form with a phone does: 竞价回收 too), once,
// when the draft has none: a seller who clears or changes it keeps what they typed. Not on an edit (the listing's
// own contacts are there).
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '@/api/account.queries.ts';
import { useToken } from '@/stores/useToken.ts';
import { patchDraft, type SellDraft } from './draft.ts';

export function usePhonePrefill(draft: Readonly<Pick<SellDraft, 'phone' | 'edit'>>): void {
  const token = useToken();
  const phone = useQuery({ ...profileQuery(), enabled: Boolean(token) }).data?.phonenumber ?? '';
  const done = useRef(false);
  const wanted = !draft.phone && !draft.edit;
  useEffect(() => {
    if (done.current || !phone) return;
    done.current = true;
    if (wanted) patchDraft({ phone });
  }, [phone, wanted]);
}
