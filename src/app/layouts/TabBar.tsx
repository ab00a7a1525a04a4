// The fixed bottom tab bar of the top-level screens: 首页 / 买号 / 卖号 / 消息 / 我的.
import type { ComponentType } from 'react';
import { Box, Flex, Text, type IconProps } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { BuyIcon, HomeIcon, MessageIcon, SellIcon, UserIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from '@/config/paths.ts';
import type { TabKey } from '../routeHandle.ts';
import type { TabBadges } from '@/stores/badges.ts';

interface TabItem {
  key: TabKey;
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
}

export const TAB_ITEMS: TabItem[] = [
  { key: 'home', label: zhCN.tabs.home, to: paths.home, icon: HomeIcon },
  { key: 'buy', label: zhCN.tabs.buy, to: paths.goodList(), icon: BuyIcon },
  { key: 'sell', label: zhCN.tabs.sell, to: paths.sell, icon: SellIcon },
  { key: 'messages', label: zhCN.tabs.messages, to: paths.xiaoxi, icon: MessageIcon },
  { key: 'mine', label: zhCN.tabs.mine, to: paths.geren, icon: UserIcon },
];

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function TabBar({ active, badges = {} }: { active?: TabKey; badges?: TabBadges }) {
  return (
    <Box
      as="nav"
      aria-label="主导航"
      position="fixed"
      bottom="0"
      left="50%"
      transform="translateX(-50%)"
      width="100%"
      maxW="column"
      zIndex="sticky"
      bg="bg.surface"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex h="tabBar">
        {TAB_ITEMS.map(({ key, label, to, icon: Icon }) => {
          const isActive = key === active;
          const count = badges[key] ?? 0;
          return (
            <Link key={key} to={to} aria-current={isActive ? 'page' : undefined} style={{ flex: 1 }}>
              <Flex direction="column" align="center" justify="center" h="full" gap="0.5"
                color={isActive ? 'brand.solid' : 'fg.muted'} position="relative">
                <Box position="relative">
                  <Icon boxSize="6" />
                  {count > 0 && (
                    <Flex position="absolute" top="-1.5" left="4" minW="4.5" h="4.5" px="1" borderRadius="full" bg="red.500"
                      color="white" fontSize="2xs" lineHeight="1" align="center" justify="center" fontWeight="semibold"
                      aria-label={`${count} 条未读`} data-testid={`tab-badge-${key}`}>
                      {badgeText(count)}
                    </Flex>
                  )}
                </Box>
                <Text fontSize="xs" fontWeight={isActive ? 'semibold' : 'normal'}>{label}</Text>
              </Flex>
            </Link>
          );
        })}
      </Flex>
    </Box>
  );
}
