// Official customer-service accounts: name, working hours, QQ and 微信 with copy, and the 微信 QR code (lazy,
// square box so the card does not jump).
import { Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useQuery } from '@tanstack/react-query';
import { assetUrl } from '@/api/client.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { ContactRow } from '@/components/ContactRow.tsx';
import { staffAccountsQuery } from '@/api/service.queries.ts';
import { staffFirst } from './staff.ts';

/** `forOrder`: the page was opened from an order, so the 交易客服 lead. */
export function StaffAccounts({ gameId, forOrder = false }: { gameId?: number; forOrder?: boolean }) {
  const query = useQuery(staffAccountsQuery(gameId));
  return (
    <QueryBoundary query={query} compact emptyText="暂无在线客服，请稍后再试">
      {(staff) => (
        <Stack gap="3">
          {staffFirst(staff, gameId, forOrder).map((s) => (
            <Flex key={`${s.name}-${s.qq ?? s.wechat ?? ''}`} gap="3" p="3" borderRadius="lg" borderWidth="1px" borderColor="border.muted"
              data-testid="staff-card">
              <Image src={assetUrl(s.qrCode)} alt={`${s.name}的微信二维码`} loading="lazy" decoding="async" w="20" h="20"
                aspectRatio={1} objectFit="contain" bg="white" borderRadius="md" borderWidth="1px" borderColor="border.muted" flexShrink={0} />
              <Stack gap="1.5" flex="1" minW="0">
                <Flex align="center" gap="1.5" minW="0">
                  <Text fontSize="sm" fontWeight="semibold" truncate>{s.name}</Text>
                  {gameId !== undefined && s.gameId === gameId && <Badge size="xs" colorPalette="brand" flexShrink={0}>本游戏</Badge>}
                  {s.staffType === '交易客服' && <Badge size="xs" colorPalette="blue" flexShrink={0}>交易客服</Badge>}
                </Flex>
                <Text fontSize="xs" color="fg.muted">工作时间：{s.workTime}</Text>
                {s.qq && <ContactRow label="QQ" value={s.qq} />}
                {s.wechat && <ContactRow label="微信" value={s.wechat} />}
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}
