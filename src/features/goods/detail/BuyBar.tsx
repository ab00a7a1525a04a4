// The detail's fixed bottom bar: 客服, 收藏, and 立即购买 (or why it cannot be bought: sold, off the shelf, or the
// viewer's own listing — sureOrder refuses that too, but saying it here spares a tap through the purchase notice).
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Goods } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { HeadsetIcon } from '@/components/icons.tsx';
import { useAppState } from '@/stores/app.ts';
import { useToken } from '@/stores/useToken.ts';
import { HeartFilledIcon, HeartIcon, ShareIcon } from '../icons.tsx';
import { saleStatus } from '../saleStatus.ts';
import { purchaseNoticeSkipped, shareGoods, THEN, useCollectAction, useLoginRedirect } from './useGoodsActions.ts';

const PurchaseNotice = lazy(() => import('./PurchaseNotice.tsx'));

/** Height of the bar, for the page's bottom padding. */
export const BUY_BAR_HEIGHT = '16';

const sideStyle = {
  display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '0.5', minW: '11', h: 'full',
  fontSize: '2xs', bg: 'transparent', border: '0', cursor: 'pointer', flexShrink: 0,
} as const;

export function BuyBar({ goods }: { goods: Goods }) {
  const navigate = useNavigate();
  const token = useToken();
  const toLogin = useLoginRedirect();
  const favourite = useCollectAction(goods);
  const status = saleStatus(goods.saleState);
  const { userInfo } = useAppState();
  const mine = Boolean(token) && userInfo?.userId !== undefined && goods.createId === userInfo.userId;
  // Back from signing in after 立即购买 (?then=buy): the purchase goes on where it stopped — the notice is open,
  // or with 不再提示 sureOrder follows — and the mark leaves the URL at once, so that Back does not start it again.
  const [params, setParams] = useSearchParams();
  const returning = Boolean(token) && params.get(THEN) === 'buy';
  const [resumed] = useState(() => returning && status.buyable && !mine);
  const [notice, setNotice] = useState<'closed' | 'open'>(() => (resumed && !purchaseNoticeSkipped.isSet() ? 'open' : 'closed'));
  const [noticeLoaded, setNoticeLoaded] = useState(notice === 'open');
  useEffect(() => {
    if (!returning) return;
    setParams((p) => { p.delete(THEN); return p; }, { replace: true });
    if (resumed && purchaseNoticeSkipped.isSet()) navigate(paths.sureOrder(goods.id));
  }, [returning, resumed, setParams, navigate, goods.id]);

  const buy = () => {
    if (!token) {
      toLogin('buy');
      return;
    }
    if (purchaseNoticeSkipped.isSet()) {
      navigate(paths.sureOrder(goods.id));
      return;
    }
    setNoticeLoaded(true);
    setNotice('open');
  };

  return (
    <Box position="fixed" bottom="0" left="50%" transform="translateX(-50%)" w="full" maxW="column" zIndex="sticky"
      bg="bg.surface" borderTopWidth="1px" borderColor="border.muted" pb="env(safe-area-inset-bottom)">
      <Flex h={BUY_BAR_HEIGHT} align="center" gap="2" px="3">
        <Box asChild {...sideStyle} color="fg.muted">
          <Link to={paths.contactkefu(goods.gameId)}>
            <HeadsetIcon boxSize="5" />
            <Text as="span">联系客服</Text>
          </Link>
        </Box>
        <Box asChild {...sideStyle} color={favourite.collected ? 'brand.solid' : 'fg.muted'}>
          <button type="button" onClick={favourite.toggle} aria-pressed={favourite.collected} data-testid="collect-toggle">
            {favourite.collected ? <HeartFilledIcon boxSize="5" /> : <HeartIcon boxSize="5" />}
            <Text as="span">{favourite.collected ? '已收藏' : '收藏'}</Text>
          </button>
        </Box>
        <Box asChild {...sideStyle} color="fg.muted">
          <button type="button" onClick={() => void shareGoods(goods.id)}>
            <ShareIcon boxSize="5" />
            <Text as="span">分享</Text>
          </button>
        </Box>
        <Button flex="1" size="md" onClick={buy} disabled={!status.buyable || mine} data-testid="buy-button" ml="1">
          {mine ? '您发布的商品' : status.buyable ? '立即购买' : status.short}
        </Button>
      </Flex>
      {noticeLoaded && (
        <Suspense fallback={null}>
          <PurchaseNotice open={notice === 'open'} onClose={() => setNotice('closed')}
            onConfirm={(dontShow) => {
              if (dontShow) purchaseNoticeSkipped.set();
              setNotice('closed');
              navigate(paths.sureOrder(goods.id));
            }} />
        </Suspense>
      )}
    </Box>
  );
}
