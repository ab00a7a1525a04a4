// 个人中心 (geren, tab 我的): who I am (avatar, nickname, ID, masked phone, 实名 state), my purchases by state, the
// shortcut grid (消息 with its unread count) and 退出登录. A visitor's 我的 is not the login page: a sign-in call and
// what needs no account (帮助中心, 联系客服, 关于我们), so that help is one tap from the tab bar before signing in.
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Box, Button, Flex, Grid, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Avatar } from '@/components/chakra/avatar.ts';
import { Page } from '@/components/Page.tsx';
import { Link, useNavigate } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { User } from '@/contract/types.ts';
import { OrderStatus, RealNameStatus } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { confirmDialog } from '@/components/dialogs/index.ts';
import { ChevronRightIcon, HeadsetIcon, MessageIcon, SellIcon, ShieldIcon, UserIcon } from '@/components/icons.tsx';
import { ErrorState } from '@/components/states.tsx';
import { toast } from '@/components/toast.ts';
import { useSignOut } from '@/features/auth/signIn.ts';
import { useUnreadCount } from '@/features/message/unread.ts';
import { orderListQuery } from '@/api/order.queries.ts';
import { maskPhone, orDash } from '@/lib/format.ts';
import { useCurrentUser } from '@/features/account/useCurrentUser.ts';
import { PayoutAccountSection } from '@/features/account/PayoutAccountSection.tsx';
import { useToken } from '@/stores/useToken.ts';
import {
  BoxIcon, ChartIcon, ChatListIcon, ClockIcon, GavelIcon, HeartIcon, HelpIcon, IdCardIcon, LockIcon, LogoutIcon, PencilIcon, ReceiptIcon,
} from './icons.tsx';
import { countBadge, myProductsWithStatus, ORDER_COUNTERS, SHORTCUTS, type ShortcutKey } from './links.ts';

type IconComponent = typeof ReceiptIcon;

const SHORTCUT_ICONS: Record<ShortcutKey, { icon: IconComponent; color: string }> = {
  buy: { icon: ReceiptIcon, color: 'orange.500' },
  sale: { icon: BoxIcon, color: 'blue.500' },
  consign: { icon: SellIcon, color: 'green.500' },
  evaluation: { icon: ChartIcon, color: 'purple.500' },
  bid: { icon: GavelIcon, color: 'red.500' },
  collect: { icon: HeartIcon, color: 'red.400' },
  browse: { icon: ClockIcon, color: 'blue.600' },
  messages: { icon: MessageIcon, color: 'orange.500' },
  realname: { icon: IdCardIcon, color: 'green.600' },
  password: { icon: LockIcon, color: 'gray.600' },
  kefu: { icon: HeadsetIcon, color: 'blue.500' },
  feedback: { icon: PencilIcon, color: 'green.500' },
  problems: { icon: ChatListIcon, color: 'blue.400' },
  help: { icon: HelpIcon, color: 'purple.500' },
};

function ProfileCard({ user }: { user: User }) {
  const verified = user.realNameStatus === RealNameStatus.verified;
  // No nickname (a new account, or an answer that lost the field): the masked phone, else —.
  const name = orDash(user.nickName || maskPhone(user.phonenumber || user.userName));
  return (
    <Flex align="center" gap="3.5" px="4" pt="5" pb="6" color="white"
      bgGradient="to-br" gradientFrom="brand.solid" gradientTo="orange.400" data-testid="profile-card">
      <Avatar.Root size="xl" borderWidth="2px" borderColor="whiteAlpha.800" bg="whiteAlpha.300" color="white">
        <Avatar.Fallback name={name === '—' ? undefined : name} />
        {user.avatar && <Avatar.Image src={assetUrl(user.avatar)} alt={`${name}的头像`} />}
      </Avatar.Root>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" minW="0">
          <Text fontSize="lg" fontWeight="semibold" truncate data-testid="profile-nickname">{name}</Text>
          {verified ? (
            <Badge size="sm" bg="white" color="trust" flexShrink="0" data-testid="realname-badge">已实名</Badge>
          ) : (
            <Badge asChild size="sm" bg="whiteAlpha.300" color="white" flexShrink="0" data-testid="realname-badge">
              <Link to={paths.realname}>未实名</Link>
            </Badge>
          )}
        </HStack>
        <HStack gap="3" fontSize="xs" opacity={0.9} wrap="wrap" rowGap="0">
          <Text data-testid="profile-id">ID：{user.userId}</Text>
          <Text data-testid="profile-phone">手机：{maskPhone(user.phonenumber)}</Text>
        </HStack>
        {verified && user.realName && <Text fontSize="xs" opacity={0.9}>实名：{user.realName}</Text>}
      </Stack>
      <Button asChild size="xs" variant="outline" color="white" borderColor="whiteAlpha.700" borderRadius="full" flexShrink="0"
        _hover={{ bg: 'whiteAlpha.200' }}>
        <Link to={paths.mycenter}>编辑资料</Link>
      </Button>
    </Flex>
  );
}

function ProfileSkeleton() {
  return (
    <Flex align="center" gap="3.5" px="4" pt="5" pb="6" bg="brand.solid" aria-label="加载中" role="status">
      <Skeleton boxSize="16" borderRadius="full" />
      <Stack gap="2" flex="1">
        <Skeleton h="5" w="40%" />
        <Skeleton h="3" w="70%" />
      </Stack>
    </Flex>
  );
}

function OrderCounters() {
  // Only while signed in: signing out clears the cache under this screen, which must not ask again (a 401).
  const token = useToken();
  const results = useQueries({
    queries: ORDER_COUNTERS.map((c) => ({
      ...orderListQuery('buy', { orderStatus: c.status, pageNum: 1, pageSize: 1 }), enabled: Boolean(token),
    })),
  });
  return (
    <Box bg="bg.surface" borderRadius="xl" mx="3" mt="-3" position="relative" boxShadow="sm" data-testid="order-counters">
      <Flex justify="space-between" align="center" px="4" pt="3" pb="1">
        <Text fontSize="sm" fontWeight="semibold">我的买单</Text>
        <Link to={paths.myProducts}>
          <HStack gap="0.5" fontSize="xs" color="fg.muted">
            <Text>全部订单</Text>
            <ChevronRightIcon boxSize="3.5" />
          </HStack>
        </Link>
      </Flex>
      <Grid templateColumns="repeat(3, 1fr)" py="2">
        {ORDER_COUNTERS.map((c, i) => {
          const r = results[i];
          const value = r.isError ? '—' : r.data ? String(r.data.total) : null;
          return (
            <Link key={c.status} to={myProductsWithStatus(c.status)} aria-label={value === null ? `${c.label}：加载中` : undefined}
              data-testid={`order-counter-${c.status}`}>
              <Stack align="center" gap="1" py="2">
                {value === null ? <Skeleton h="6" w="6" /> : (
                  <Text fontSize="xl" fontWeight="bold" lineHeight="1.2" color={c.status === OrderStatus.unpaid && value !== '0' ? 'brand.fg' : 'fg'}>
                    {value}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">{c.label}</Text>
              </Stack>
            </Link>
          );
        })}
      </Grid>
    </Box>
  );
}

function ShortcutGrid({ unread }: { unread?: number }) {
  return (
    <Box bg="bg.surface" borderRadius="xl" mx="3" mt="3" px="2" py="3">
      <Text fontSize="sm" fontWeight="semibold" px="2" pb="2">常用功能</Text>
      <Grid templateColumns="repeat(4, 1fr)" rowGap="3" as="nav" aria-label="常用功能">
        {SHORTCUTS.map((s) => {
          const { icon: Icon, color } = SHORTCUT_ICONS[s.key];
          const badge = s.key === 'messages' ? countBadge(unread) : null;
          return (
            <Link key={s.key} to={s.to} data-testid={`shortcut-${s.key}`}>
              <Stack align="center" gap="1.5" py="1">
                <Box position="relative" color={color}>
                  <Icon boxSize="6" />
                  {badge && (
                    <Badge position="absolute" top="-1.5" left="4" size="xs" variant="solid" colorPalette="red"
                      borderRadius="full" minW="4" justifyContent="center" data-testid="unread-badge" aria-hidden>
                      {badge}
                    </Badge>
                  )}
                </Box>
                <Text fontSize="xs" color="fg">
                  {s.label}
                  {/* The badge is a picture of the count; the name says it in words after the label. */}
                  {badge && <VisuallyHidden>（{badge} 条未读）</VisuallyHidden>}
                </Text>
              </Stack>
            </Link>
          );
        })}
      </Grid>
    </Box>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const answer = await confirmDialog({ title: '退出登录', message: '确定要退出当前账号吗？', confirmText: '退出登录', cancelText: '取消' });
    if (answer !== 'confirm') return;
    setBusy(true);
    // Leave first: nothing on this screen should ask for the user's data once the session is gone.
    navigate(paths.home, { replace: true });
    await signOut();
    toast.success('已退出登录');
  };
  return (
    <Box mx="3" mt="3" mb="6">
      <Button w="full" variant="outline" colorPalette="gray" bg="bg.surface" color="red.600" loading={busy}
        onClick={() => void onClick()} data-testid="sign-out">
        <LogoutIcon boxSize="4" />
        退出登录
      </Button>
    </Box>
  );
}

export function PersonalCenter() {
  // Loaded again on arrival (实名 or the nickname may have changed elsewhere); 重试 when it fails.
  const { user, failed, retry } = useCurrentUser();
  const unread = useUnreadCount();
  return (
    <Box pb="2">
      {user ? <ProfileCard user={user} /> : failed ? (
        <ErrorState compact message="个人信息加载失败" onRetry={retry} />
      ) : <ProfileSkeleton />}
      <OrderCounters />
      <ShortcutGrid unread={unread} />
      {user && <PayoutAccountSection user={user} />}
      <SignOutButton />
    </Box>
  );
}

/** What a visitor may open from 我的: no account needed. */
const VISITOR_LINKS: readonly { label: string; hint: string; to: string; icon: IconComponent; color: string; testId: string }[] = [
  { label: '帮助中心', hint: '买号、卖号、包赔的常见问题', to: paths.bangzhu, icon: HelpIcon, color: 'purple.500', testId: 'visitor-help' },
  { label: '联系客服', hint: '官方客服一对一解答', to: paths.contactkefu(), icon: HeadsetIcon, color: 'blue.500', testId: 'visitor-kefu' },
  { label: '关于我们', hint: '平台介绍与交易保障', to: paths.jieshao, icon: ShieldIcon, color: 'green.600', testId: 'visitor-about' },
];

/** 我的 signed out: why to sign in (登录 comes back here) and the pages that need no account. */
export function VisitorCenter() {
  return (
    <Box pb="2" data-testid="visitor-center">
      <Flex align="center" gap="3.5" px="4" pt="5" pb="6" color="white" bgGradient="to-br" gradientFrom="brand.solid" gradientTo="orange.400">
        <Flex boxSize="16" borderRadius="full" borderWidth="2px" borderColor="whiteAlpha.800" bg="whiteAlpha.300" align="center"
          justify="center" flexShrink="0" aria-hidden>
          <UserIcon boxSize="8" />
        </Flex>
        <Stack gap="1" flex="1" minW="0">
          <Text fontSize="lg" fontWeight="semibold">登录 / 注册</Text>
          <Text fontSize="xs" opacity={0.9}>登录后查看订单、代售、收藏与消息</Text>
        </Stack>
      </Flex>
      <HStack mx="3" mt="-3" position="relative" bg="bg.surface" borderRadius="xl" boxShadow="sm" p="3" gap="3">
        <Button asChild flex="1"><Link to={paths.login(paths.geren)}>登录</Link></Button>
        <Button asChild flex="1" variant="outline"><Link to={paths.register}>注册</Link></Button>
      </HStack>
      <Stack as="nav" aria-label="帮助与服务" gap="0" bg="bg.surface" borderRadius="xl" mx="3" mt="3" px="4">
        {VISITOR_LINKS.map(({ label, hint, to, icon: Icon, color, testId }, i) => (
          <Link key={label} to={to} data-testid={testId}>
            <Flex align="center" gap="3" py="3.5" borderTopWidth={i === 0 ? 0 : '1px'} borderColor="border.muted">
              <Icon boxSize="6" color={color} flexShrink="0" />
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight="medium">{label}</Text>
                <Text fontSize="xs" color="fg.muted">{hint}</Text>
              </Box>
              <ChevronRightIcon boxSize="4" color="fg.subtle" />
            </Flex>
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

export default function Geren() {
  // No sign-in guard on this route (router.tsx): signed out, 我的 shows the visitor's page instead.
  const signedIn = Boolean(useToken());
  return (
    <Page padding={false}>
      {signedIn ? <PersonalCenter /> : <VisitorCenter />}
    </Page>
  );
}
