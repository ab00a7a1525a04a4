// 联系客服 (contactkefu?gameId=&orderNo=): the order asked about (from an order page: 交易客服 first), the
// fake-staff warning, official staff (the game's own first when a game is given) with QQ / 微信 copy and QR codes,
// 客服验证, every official QQ group (both lists load in parallel), and the ways to help oneself or be heard:
// 帮助中心, 意见反馈, 我的反馈.
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Flex } from '@chakra-ui/react';
import { paths } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { FakeStaffWarning } from '@/features/service/FakeStaffWarning.tsx';
import { QQGroups } from '@/features/service/QQGroups.tsx';
import { ServiceSection } from '@/features/service/ServiceSection.tsx';
import { StaffAccounts } from '@/features/service/StaffAccounts.tsx';
import { OrderAsked } from '@/features/service/OrderAsked.tsx';
import { parseGameId, parseOrderNo } from '@/features/service/staff.ts';
import { StaffCheck } from '@/features/service/StaffCheck.tsx';

function HelpLinks() {
  return (
    <Flex gap="2" wrap="wrap">
      {[['帮助中心', paths.bangzhu], ['意见反馈', paths.fankui], ['我的反馈', paths.problemList]].map(([label, to]) => (
        <Button key={to} asChild size="sm" variant="outline" flex="1" minW="24"><Link to={to}>{label}</Link></Button>
      ))}
    </Flex>
  );
}

export default function Contactkefu() {
  const [params] = useSearchParams();
  const gameId = parseGameId(params.get('gameId'));
  const orderNo = parseOrderNo(params.get('orderNo'));
  return (
    <Page>
      {orderNo && <OrderAsked orderNo={orderNo} />}
      <FakeStaffWarning />
      <ServiceSection id="kefu-staff" title="官方客服"
        hint={orderNo ? '添加交易客服的QQ或微信，发送上方单号：验号、换绑与账号交付都由交易客服负责。' : '添加下方任一客服的QQ或微信，说明您要咨询的商品编号或订单号。'}>
        <StaffAccounts gameId={gameId} forOrder={orderNo !== undefined} />
      </ServiceSection>
      <ServiceSection id="kefu-verify" title="客服验证" hint="有人自称客服加你？输入对方的QQ号或微信号，验证是否为平台官方客服。">
        <StaffCheck intro={false} />
      </ServiceSection>
      <ServiceSection id="kefu-groups" title="官方交流群" hint="群内不会有人私下收款，凡要求私下交易的均为骗子。">
        <QQGroups gameId={gameId} />
      </ServiceSection>
      <ServiceSection id="kefu-help" title="帮助与反馈" hint="常见问题先看帮助中心；对交易或服务有意见，提交反馈后在「我的反馈」查看回复。">
        <HelpLinks />
      </ServiceSection>
    </Page>
  );
}
