// Copy a value for the user and say so: one toast on success, one on failure (with what to do instead).
import { copyText } from '@/lib/clipboard.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { toast } from './toast.ts';

export async function copyWithToast(text: string, success: string = zhCN.common.copied,
  failure = '复制失败，请长按手动复制'): Promise<boolean> {
  const ok = await copyText(text);
  if (ok) toast.success(success);
  else toast.error(failure);
  return ok;
}
