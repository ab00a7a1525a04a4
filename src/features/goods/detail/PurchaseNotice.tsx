// The purchase notice shown before sureOrder: the rules that keep a buyer safe, with 不再提示 (remembered in
// localStorage by the caller). Loaded on the first 立即购买.
import { useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { Checkbox } from '@/components/chakra/checkbox.ts';
import { DialogFrame } from '@/components/dialogs/DialogFrame.tsx';
import { List } from '@/components/chakra/list.ts';
import { PAYMENT_WINDOW_MS } from '@/contract/pricing.ts';
import { zhCN } from '@/locales/zh-CN.ts';

const RULES = [
  '只在本平台下单付款。任何让你加微信、QQ 私下转账的都是骗子，私下交易平台无法保障。',
  '付款后由官方客服验号、换绑，货款由平台托管，你确认收货后卖家才拿到钱。',
  '认准官方客服：可在首页「客服验证」核实对方 QQ / 微信是否为官方人员。',
  '建议购买包赔：账号被原号主找回时平台全额赔付（免费包赔商品已含）。',
  `订单需在 ${PAYMENT_WINDOW_MS / 60_000} 分钟内付款，超时自动关闭，商品重新上架。`,
];

export default function PurchaseNotice({ open, onClose, onConfirm }: {
  open: boolean;
  onClose: () => void;
  /** dontShowAgain: the 不再提示 box was ticked. */
  onConfirm: (dontShowAgain: boolean) => void;
}) {
  const [dontShow, setDontShow] = useState(false);
  return (
    <DialogFrame open={open} onClose={onClose} title="购买须知" size="sm" px="5" bodyPb="3" footer={(
      <>
        <Button flex="1" variant="outline" onClick={onClose}>{zhCN.common.cancel}</Button>
        <Button flex="2" onClick={() => onConfirm(dontShow)}>我已知晓，继续购买</Button>
      </>
    )}>
      <List.Root as="ol" gap="2" ps="4" fontSize="sm" color="fg" listStyleType="decimal">
        {RULES.map((rule) => <List.Item key={rule} lineHeight="tall">{rule}</List.Item>)}
      </List.Root>
      <Box mt="4">
        <Checkbox.Root size="sm" checked={dontShow} onCheckedChange={(d) => setDontShow(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label><Text as="span" fontSize="sm" color="fg.muted">不再提示</Text></Checkbox.Label>
        </Checkbox.Root>
      </Box>
    </DialogFrame>
  );
}
