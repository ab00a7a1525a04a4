// The order screens' bottom sheets, each loaded when first opened (components/lazyWhenOpen.tsx): a closed sheet
// would still bring its content — 申请售后 its form (react-hook-form, the uploader), 交易须知 / 包赔介绍 the HTML
// sanitiser — none of it on the first screen.
import type { ComponentProps } from 'react';
import { lazyWhenOpen } from '@/components/lazyWhenOpen.tsx';
import type { AfterSaleSheet as AfterSaleSheetView } from './AfterSaleSheet.tsx';
import type { NoticeSheet as NoticeSheetView } from '@/features/content/NoticeSheet.tsx';
import type { WechatPaySheet as WechatPaySheetView } from './WechatPaySheet.tsx';

/** 申请售后 (open / onOpenChange). */
export const AfterSaleSheet = lazyWhenOpen<ComponentProps<typeof AfterSaleSheetView>>(
  () => import('./AfterSaleSheet.tsx').then((m) => m.AfterSaleSheet),
  { isOpen: (p) => p.open, closed: (p) => ({ ...p, open: false }), close: (p) => p.onOpenChange(false) },
);

/** 交易须知 / 包赔介绍 (open / onOpenChange). */
export const NoticeSheet = lazyWhenOpen<ComponentProps<typeof NoticeSheetView>>(
  () => import('@/features/content/NoticeSheet.tsx').then((m) => m.NoticeSheet),
  { isOpen: (p) => p.open, closed: (p) => ({ ...p, open: false }), close: (p) => p.onOpenChange(false) },
);

/** 微信支付 (open while `payment` is set); usePayment preloads it when a WeChat payment is asked for. */
export const WechatPaySheet = lazyWhenOpen<ComponentProps<typeof WechatPaySheetView>>(
  () => import('./WechatPaySheet.tsx').then((m) => m.WechatPaySheet),
  { isOpen: (p) => p.payment !== null, closed: (p) => ({ ...p, payment: null }), close: (p) => p.onClose() },
);
