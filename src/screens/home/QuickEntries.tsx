// 我要买 / 我要卖 (the two big entries) and a row of shortcuts to the other discovery screens.
import type { ReactNode } from 'react';
import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { BuyIcon, SellIcon, ShieldIcon } from '@/components/icons.tsx';

function BigEntry({ to, title, desc, icon, from, toColor }: { to: string; title: string; desc: string; icon: ReactNode; from: string; toColor: string }) {
  return (
    <Link to={to}>
      <Flex align="center" gap="3" px="4" py="3" borderRadius="xl" color="white" bgGradient="to-br" gradientFrom={from}
        gradientTo={toColor} h="full">
        <Box flexShrink={0} bg="whiteAlpha.300" borderRadius="full" p="2">{icon}</Box>
        <Stack gap="0.5" minW="0">
          <Text fontSize="md" fontWeight="bold">{title}</Text>
          <Text fontSize="2xs" opacity={0.9} truncate>{desc}</Text>
        </Stack>
      </Flex>
    </Link>
  );
}

const SHORTCUTS = [
  { to: paths.accountOrder('pinggu'), label: '账号估价', glyph: '估' },
  { to: paths.hire, label: '租号', glyph: '租' },
  { to: paths.finish, label: '成交记录', glyph: '成' },
  { to: paths.security, label: '安全中心', glyph: '安' },
] as const;

export function QuickEntries() {
  return (
    <Box mx="3" mt="3">
      <Grid templateColumns="1fr 1fr" gap="3">
        <BigEntry to={paths.accountOrder('buy')} title="我要买" desc="官方验号 放心买" icon={<BuyIcon boxSize="6" />}
          from="brand.400" toColor="brand.600" />
        <BigEntry to={paths.sell} title="我要卖" desc="极速估价 安全卖" icon={<SellIcon boxSize="6" />}
          from="blue.400" toColor="blue.600" />
      </Grid>
      <Grid templateColumns="repeat(4, 1fr)" mt="3" bg="bg.surface" borderRadius="xl" py="3" as="nav" aria-label="快捷入口">
        {SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to}>
            <Stack align="center" gap="1">
              <Flex boxSize="9" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center"
                fontWeight="bold" fontSize="sm" aria-hidden>
                {s.label === '安全中心' ? <ShieldIcon boxSize="5" /> : s.glyph}
              </Flex>
              <Text fontSize="xs">{s.label}</Text>
            </Stack>
          </Link>
        ))}
      </Grid>
    </Box>
  );
}
