// The banner carousel (zhubo type 2), by hand: a CSS scroll-snap strip (native swipe), auto-play every 4 s
// that pauses while touched, focused, hidden or off screen (and never runs with reduced motion), and dots.
// A banner's `jump` is an in-app path (navigated within the app) or an outside link.
//
// The first banner is the page's LCP element: it is loaded eagerly with fetchpriority="high" and a fixed
// 750×300 box; the others are lazy. While the list loads, a block of the same ratio holds the room.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { Zhubo } from '@/contract/types.ts';
import { ErrorState } from '@/components/states.tsx';
import { bannersQuery } from '@/api/home.queries.ts';
import { useReducedMotion } from '@/lib/useReducedMotion.ts';

export const BANNER_RATIO = 750 / 300;
export const AUTOPLAY_MS = 4000;

const Dot = chakra('button');

/** The slide nearest to the strip's scroll position. */
export function slideIndex(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / width)));
}

function isInternal(jump: string): boolean {
  return jump.startsWith('/') && !jump.startsWith('//');
}

function BannerLink({ banner, children }: { banner: Zhubo; children: ReactNode }) {
  const jump = banner.jump?.trim() ?? '';
  if (!jump) return <>{children}</>;
  if (isInternal(jump)) return <Link to={jump} aria-label={banner.name} draggable={false}>{children}</Link>;
  return <a href={jump} target="_blank" rel="noopener noreferrer" aria-label={banner.name}>{children}</a>;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box position="relative" mx="3" mt="3" borderRadius="xl" overflow="hidden" aspectRatio={BANNER_RATIO} bg="gray.100"
      data-testid="banner-carousel">
      {children}
    </Box>
  );
}

export function BannerCarousel() {
  const query = useQuery(bannersQuery());
  if (query.isPending) return <Frame><Box position="absolute" inset="0" bg="gray.100" aria-label="加载中" role="status" /></Frame>;
  if (query.isError) {
    return (
      <Frame>
        <Flex position="absolute" inset="0" align="center" justify="center" bg="bg.surface">
          <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
        </Flex>
      </Frame>
    );
  }
  const banners = query.data;
  if (banners.length === 0) {
    return (
      <Frame>
        <Flex position="absolute" inset="0" direction="column" align="center" justify="center" gap="1"
          bgGradient="to-br" gradientFrom="brand.400" gradientTo="brand.600" color="white">
          <Text fontSize="lg" fontWeight="bold">官方担保 · 安全交易</Text>
          <Text fontSize="xs" opacity={0.9}>验号 · 换绑 · 找回包赔，买号卖号更放心</Text>
        </Flex>
      </Frame>
    );
  }
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: Zhubo[] }) {
  const stripRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  const goTo = useCallback((index: number, smooth = true) => {
    const strip = stripRef.current;
    if (!strip) return;
    strip.scrollTo({ left: index * strip.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  const onScroll = () => {
    const strip = stripRef.current;
    if (strip) setCurrent(slideIndex(strip.scrollLeft, strip.clientWidth, count));
  };

  // Auto-play: only when the user is not holding it, the tab is visible, the strip is on screen and motion is ok.
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting));
    observer.observe(strip);
    return () => observer.disconnect();
  }, []);
  const [pageVisible, setPageVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const onChange = () => setPageVisible(!document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (count < 2 || paused || !visible || !pageVisible || reducedMotion) return undefined;
    const timer = window.setTimeout(() => goTo((current + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [count, current, paused, visible, pageVisible, reducedMotion, goTo]);

  const hold = () => setPaused(true);
  const release = () => setPaused(false);

  return (
    <Box position="relative" mx="3" mt="3" borderRadius="xl" overflow="hidden" aspectRatio={BANNER_RATIO} bg="gray.100"
      role="region" aria-roledescription="carousel" aria-label="活动推荐" data-testid="banner-carousel"
      onPointerEnter={(e) => { if (e.pointerType === 'mouse') hold(); }}
      onPointerLeave={(e) => { if (e.pointerType === 'mouse') release(); }}
      onFocus={hold} onBlur={release}>
      <Flex ref={stripRef} h="full" overflowX="auto" onScroll={onScroll}
        onTouchStart={hold} onTouchEnd={release} onTouchCancel={release}
        css={{ scrollSnapType: 'x mandatory', scrollbarWidth: 'none', overscrollBehaviorX: 'contain',
          '&::-webkit-scrollbar': { display: 'none' } }}>
        {banners.map((banner, index) => (
          <Box key={banner.id} flex="0 0 100%" h="full" css={{ scrollSnapAlign: 'start', scrollSnapStop: 'always' }}
            role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}：${banner.name}`}
            data-testid="banner-slide">
            <BannerLink banner={banner}>
              <img src={assetUrl(banner.img)} alt={banner.name} width={750} height={300} draggable={false}
                loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
            </BannerLink>
          </Box>
        ))}
      </Flex>
      {count > 1 && (
        <Flex position="absolute" bottom="0.5" left="0" right="0" justify="center" role="group" aria-label="切换横幅">
          {banners.map((banner, index) => (
            // A 24-px tap target (WCAG 2.5.8) around the small dot that is drawn inside it.
            <Dot key={banner.id} type="button" aria-label={`第 ${index + 1} 张：${banner.name}`}
              aria-current={index === current ? 'true' : undefined} onClick={() => goTo(index)}
              h="6" minW="6" display="flex" alignItems="center" justifyContent="center" cursor="pointer" bg="transparent"
              _before={{
                content: '""', h: '1.5', w: index === current ? '4' : '1.5', borderRadius: 'full',
                bg: index === current ? 'white' : 'whiteAlpha.600', transition: 'width 0.2s, background 0.2s',
                boxShadow: '0 0 2px rgba(0,0,0,0.3)',
              }} />
          ))}
        </Flex>
      )}
    </Box>
  );
}
