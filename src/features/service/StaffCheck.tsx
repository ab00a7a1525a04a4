// 客服验证 (is this QQ / WeChat really our staff?), on home's anti-fraud card and the 联系客服 page.
import { Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { AlertIcon, ShieldIcon } from '@/components/icons.tsx';
import { staffTypeName, validateStaffId, verifyStaff, type StaffOutcome } from './trustCheck.ts';
import { CheckForm, ResultBox, useLookup } from './lookupParts.tsx';
import { serviceKeys } from '@/api/service.queries.ts';

/** 客服验证: a QQ / WeChat id → official staff (green) or impostor (red, with advice). */
export function StaffCheck({ intro = true }: { intro?: boolean }) {
  const { value, onChange, error, submit, pending, outcome } = useLookup<StaffOutcome>(serviceKeys.staffCheck, validateStaffId, verifyStaff);
  return (
    <Stack gap="0">
      {intro && <Text fontSize="xs" color="fg.muted" mb="2">有人自称客服加你？输入对方的QQ号或微信号，验证是否为平台官方客服。</Text>}
      <CheckForm label="客服QQ号或微信号" placeholder="请输入QQ号或微信号" value={value} onChange={onChange}
        onSubmit={submit} error={error} pending={pending} />
      {outcome?.kind === 'official' && (
        <ResultBox tone="safe" testId="staff-result" icon={<ShieldIcon boxSize="5" />}
          title={`官方客服：${outcome.staff.name}，工作时间：${outcome.staff.workTime}`}>
          {staffTypeName(outcome.staff.type)} {outcome.id} 是平台官方客服。即便如此，官方客服也不会要求您私下转账或提供支付密码，请在平台内下单交易。
        </ResultBox>
      )}
      {outcome?.kind === 'unofficial' && (
        <ResultBox tone="danger" testId="staff-result" icon={<AlertIcon boxSize="5" />} title={outcome.msg}>
          {outcome.id} 不是平台官方客服。请立即停止与其私下交易，不要转账、不要透露账号密码和验证码；{'如已被骗，请保留聊天记录并'}
          <Link to={paths.contactkefu()} style={{ color: 'var(--chakra-colors-brand-fg)' }}>联系官方客服</Link>。
        </ResultBox>
      )}
    </Stack>
  );
}
