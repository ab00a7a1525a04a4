// The seller's part in the handover, on the seller's order: at 验号 keep the account as it is; at 换绑中 the
// verification code (a field and 提交验证码), or on a backend without the extension the same instruction with
// 联系交易客服 and the order number. The rules: sellerHandover.ts.
import { lazy, Suspense } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { Order } from '@/contract/types.ts';
import { copyWithToast } from '@/components/copy.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { InfoRow, Section } from './parts.tsx';
import type { SellerHandover } from './sellerHandover.ts';

// The form (react-hook-form, the field recipe) loads only for the seller at 换绑中: orderDetail's budget.
const RebindCodeForm = lazy(() => import('./RebindCodeForm.tsx'));

const WHAT_STAFF_DO = '验号已通过，平台客服正在把账号的手机、邮箱与实名换绑到买家名下，换绑时游戏会向您的绑定手机发送验证码。';
const SAFETY = '验证码只在此页提交，不要发给任何私聊您的人；换绑完成前请勿修改密码。';

export function SellerHandoverCard({ view, order, onContact }: {
  view: SellerHandover;
  order: Pick<Order, 'orderId' | 'goodsId' | 'no'>;
  onContact: () => void;
}) {
  if (view.kind === 'verify') {
    return (
      <Section title="您需要做的" data-testid="seller-handover">
        <Text fontSize="sm">平台客服正在验号，核对账号与描述是否一致。</Text>
        <Text fontSize="xs" color="fg.muted" mt="1">请保持账号原状，勿登录或修改密码；验号通过后需要您接收换绑验证码，届时会消息通知您。</Text>
      </Section>
    );
  }
  if (view.kind === 'submitted') {
    return (
      <Section title="您需要做的" extra={<Text fontSize="xs" color="trust">验证码已提交</Text>} data-testid="seller-handover">
        <Text fontSize="sm">验证码已提交，客服正在完成换绑，完成后账号将交付买家。</Text>
      </Section>
    );
  }
  return (
    <Section title="您需要做的：提交换绑验证码" data-testid="seller-handover">
      <Text fontSize="sm">{WHAT_STAFF_DO}</Text>
      {view.kind === 'code' ? (
        <>
          <Text fontSize="sm" mt="1.5" fontWeight="medium">请留意绑定手机收到的验证码，收到后填写在下方并提交。</Text>
          <Text fontSize="xs" color="fg.muted" mt="1" mb="2">{SAFETY}</Text>
          <Suspense fallback={null}><RebindCodeForm order={order} /></Suspense>
        </>
      ) : (
        <>
          <Text fontSize="sm" mt="1.5" fontWeight="medium">收到验证码后，请联系交易客服并发送订单号与验证码。</Text>
          <Text fontSize="xs" color="fg.muted" mt="1">验证码只发给本平台的交易客服，不要发给任何私聊您的人；换绑完成前请勿修改密码。</Text>
          <InfoRow label="订单号">
            <Text as="span" fontVariantNumeric="tabular-nums">{view.no}</Text>
            <Button size="2xs" variant="outline" flexShrink={0} aria-label="复制订单号"
              onClick={() => void copyWithToast(view.no, '订单号已复制')}>{zhCN.common.copy}</Button>
          </InfoRow>
          <Button size="sm" w="full" mt="1" onClick={onContact}>联系交易客服</Button>
        </>
      )}
    </Section>
  );
}
