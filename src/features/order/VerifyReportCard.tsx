// 验号报告 on the buyer's order, from 验号通过 on: what the platform's staff checked before the money moved on —
// what was bound to the account (手机 / 邮箱 / 第三方), its 实名, the key attributes against the listing, when and
// who, and the screenshots (官方截图 theirs, 自主截图 the seller's). It answers the buyer's fear that the account is
// not what was described. A backend without `verifyReport` (the live one) shows nothing here: staff report in chat.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { VerifyReport } from '@/contract/types.ts';
import { accountRealNameLabel, AccountRealName } from '@/contract/statuses.ts';
import { Screenshots } from '@/components/Screenshots.tsx';
import { formatDate } from '@/lib/format.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { InfoRow, Section } from './parts.tsx';

function Heading({ children }: { children: string }) {
  return <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mt="3" mb="0.5">{children}</Text>;
}

export function VerifyReportCard({ report }: { report: VerifyReport }) {
  const matched = report.attributes.every((a) => a.match);
  const locked = report.realNameState === AccountRealName.locked;
  return (
    <Section title="验号报告" data-testid="verify-report"
      extra={<Text fontSize="xs" color="trust" fontWeight="medium">✓ 验号通过</Text>}>
      <InfoRow label="验号时间">{formatDate(report.checkTime, zhCN.date.formats.dateTime)}</InfoRow>
      <InfoRow label="验号客服">{report.inspector}</InfoRow>

      <Heading>账号绑定（验号时）</Heading>
      <Box data-testid="verify-bindings">
        {report.bindings.map((b) => (
          <InfoRow key={`${b.type}-${b.name}`} label={b.name} tone={b.bound ? undefined : 'muted'}>
            {b.bound ? `已绑定${b.detail ? ` ${b.detail}` : ''}` : '未绑定'}
          </InfoRow>
        ))}
        <InfoRow label="实名">
          {/* 不可二次实名: the 实名 stays the original owner's, the one thing 换绑 cannot move: worth the buyer's notice. */}
          <Text as="span" data-testid="verify-realname" color={locked ? 'orange.700' : undefined}>
            {accountRealNameLabel[report.realNameState]}
          </Text>
        </InfoRow>
      </Box>
      <Text fontSize="xs" color="fg.muted" data-testid="verify-rebind-note">
        {locked ? '换绑时，客服会把以上手机、邮箱与第三方登录改为您的信息；该账号不可二次实名，实名仍为原实名。'
          : '换绑时，客服会把以上手机、邮箱、第三方登录与实名改为您的信息。'}
      </Text>

      {report.attributes.length > 0 && (
        <>
          <Heading>{matched ? '关键属性（与商品描述一致）' : '关键属性'}</Heading>
          <Stack gap="0" data-testid="verify-attributes">
            {report.attributes.map((a) => (
              <Flex key={a.name} gap="3" py="1.5" fontSize="sm" align="flex-start" borderBottomWidth="1px" borderColor="border.muted"
                _last={{ borderBottomWidth: 0 }}>
                <Text color="fg.muted" flexShrink={0} minW="16">{a.name}</Text>
                <Text flex="1" minW="0" wordBreak="break-word">
                  {a.match ? a.checked : `描述：${a.listed}；验号：${a.checked}`}
                </Text>
                <Text flexShrink={0} fontSize="xs" lineHeight="1.6" color={a.match ? 'trust' : 'fg.error'}>{a.match ? '✓ 一致' : '不一致'}</Text>
              </Flex>
            ))}
          </Stack>
        </>
      )}

      {report.screenshots.length > 0 && (
        <>
          <Heading>验号截图</Heading>
          <Screenshots images={report.screenshots} layout="grid" alt="验号截图" testId="verify-shots" />
          <Text fontSize="xs" color="fg.muted" mt="1.5">官方截图为客服验号时所截，自主截图为卖家发布时上传。</Text>
        </>
      )}
      {report.summary && <Text fontSize="sm" mt="3" bg="green.50" color="trust" borderRadius="md" px="3" py="2">{report.summary}</Text>}
    </Section>
  );
}
