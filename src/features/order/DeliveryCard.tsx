// 账号交付 on the buyer's order: the account handed over at 换绑 (游戏账号, 新密码 hidden until 显示, 绑定手机,
// 交付时间, the 15-minute check window, 包赔有效期) — or, from a backend that sends no delivery (the live one), where
// to get it: 客服 with the order number.
import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { copyWithToast } from '@/components/copy.ts';
import { formatDate } from '@/lib/format.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { InfoRow, Section } from './parts.tsx';
import type { DeliveryView } from './status.ts';

const MASK = '●●●●●●●●';

function CopyButton({ value, what }: { value: string; what: string }) {
  return (
    <Button size="2xs" variant="outline" flexShrink={0} aria-label={`复制${what}`} onClick={() => void copyWithToast(value, `${what}已复制`)}>
      {zhCN.common.copy}
    </Button>
  );
}

export function DeliveryCard({ view, onContact }: { view: Extract<DeliveryView, { kind: 'delivered' }>; onContact: () => void }) {
  const [shown, setShown] = useState(false);
  const { info } = view;
  const checkEnd = formatDate(view.checkEndTime, zhCN.date.formats.time);
  return (
    <Section title="账号交付" extra={<Text fontSize="xs" color="trust">已交付</Text>} data-testid="delivery-card">
      <InfoRow label="游戏账号">
        <Text as="span" fontVariantNumeric="tabular-nums" data-testid="deliver-account">{info.account}</Text>
        <CopyButton value={info.account} what="游戏账号" />
      </InfoRow>
      <InfoRow label="新密码">
        <Text as="span" fontVariantNumeric="tabular-nums" letterSpacing={shown ? undefined : 'wider'} data-testid="deliver-password">
          {shown ? info.password : MASK}
        </Text>
        <Button size="2xs" variant="ghost" colorPalette="brand" flexShrink={0} aria-pressed={shown} onClick={() => setShown((v) => !v)}>
          {shown ? '隐藏' : '显示'}
        </Button>
        <CopyButton value={info.password} what="新密码" />
      </InfoRow>
      <InfoRow label="绑定手机">{info.bindPhone}</InfoRow>
      <InfoRow label="交付时间">{formatDate(info.deliverTime, zhCN.date.formats.dateTimeSeconds)}</InfoRow>
      {view.protectEndTime && <InfoRow label="包赔有效期至" tone="trust">{formatDate(view.protectEndTime)}</InfoRow>}
      {info.remark && <Text fontSize="xs" color="fg.muted" mt="1">{info.remark}</Text>}
      {view.checkEndTime && (
        <Flex mt="2" gap="2" align="center" bg={view.checkOpen ? 'orange.50' : 'bg.muted'} borderRadius="md" px="3" py="2" data-testid="deliver-check">
          <Text fontSize="xs" flex="1" color={view.checkOpen ? 'orange.700' : 'fg.muted'}>
            {view.checkOpen
              ? `请在 ${checkEnd} 前登录核对，如有问题立即联系客服；逾期未反馈视为核对无误`
              : `核对时限（${checkEnd}）已过，视为核对无误；如账号有问题请立即联系客服`}
          </Text>
          <Button size="2xs" variant="outline" colorPalette="orange" flexShrink={0} onClick={onContact}>联系客服</Button>
        </Flex>
      )}
    </Section>
  );
}

/** The live backend: no account in the order answer; 交易客服 hand it over in their chat. */
export function DeliveryContact({ no, onContact }: { no: string; onContact: () => void }) {
  return (
    <Section title="账号交付" data-testid="delivery-contact">
      <Text fontSize="sm" color="fg.muted">验号、换绑由平台交易客服完成，账号与新密码由客服交付。请联系客服并发送订单号：</Text>
      <InfoRow label="订单号">
        <Text as="span" fontVariantNumeric="tabular-nums">{no}</Text>
        <CopyButton value={no} what="订单号" />
      </InfoRow>
      <Button size="sm" w="full" mt="1" colorPalette="brand" onClick={onContact}>联系客服获取账号</Button>
    </Section>
  );
}
