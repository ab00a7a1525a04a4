// The goods' screenshots: a swipeable strip (CSS scroll snap: native swipe, no library) with index dots and
// a counter; tapping an image opens the full-screen viewer (loaded on first use).
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { assetUrl } from '@/api/client.ts';
import type { GoodsImage } from '@/contract/types.ts';
import { pictureCounter } from '@/lib/pictureCounter.ts';

const ImageViewer = lazy(() => import('@/components/ImageViewer.tsx'));

export function Gallery({ images, title }: { images: GoodsImage[]; title: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);

  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(images.length - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  };
  const goTo = (i: number) => {
    const el = strip.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };

  // The same elements while the pictures are the same: opening the viewer and each swipe's counter re-render the
  // gallery, not its slides (their Chakra style work was most of the gallery tap: npm run bench:interactions).
  const slides = useMemo(() => (
    images.map((img, i) => (
      <Box key={`${img.url}-${i}`} as="button" flex="0 0 100%" aspectRatio={16 / 9} cursor="zoom-in" p="0" border="0"
        bg="transparent" css={{ scrollSnapAlign: 'start' }} onClick={() => setViewer(i)}
        aria-label={`查看大图：${img.name || `第 ${i + 1} 张`}（${i + 1}/${images.length}）`}>
        <Image src={assetUrl(img.url)} alt={img.name || `${title} 截图 ${i + 1}`} w="full" h="full" objectFit="contain"
          loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} decoding="async" draggable={false} />
      </Box>
    ))
  ), [images, title, setViewer]);

  if (images.length === 0) {
    return <Flex aspectRatio={16 / 9} bg="gray.100" align="center" justify="center" color="fg.muted" fontSize="sm">暂无截图</Flex>;
  }

  return (
    <Box position="relative" bg="gray.900" role="region" aria-roledescription="carousel" aria-label="商品截图">
      <Flex ref={strip} overflowX="auto" onScroll={onScroll} data-testid="gallery"
        css={{ scrollSnapType: 'x mandatory', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}>
        {slides}
      </Flex>
      <Text position="absolute" right="3" bottom="3" px="2" py="0.5" borderRadius="full" bg="blackAlpha.600" color="white"
        fontSize="xs" aria-live="polite" data-testid="gallery-counter">
        {pictureCounter(images, index)}
      </Text>
      {images.length > 1 && (
        <Flex position="absolute" bottom="1.5" left="0" right="0" justify="center" pointerEvents="none">
          {images.map((img, i) => (
            // A 24-px tap target (WCAG 2.5.8) around the small dot that is drawn inside it.
            <Box key={`${img.url}-dot-${i}`} as="button" pointerEvents="auto" aria-label={`第 ${i + 1} 张`}
              aria-current={i === index ? 'true' : undefined} onClick={() => goTo(i)}
              h="6" minW="6" display="flex" alignItems="center" justifyContent="center" p="0" border="0" bg="transparent"
              cursor="pointer"
              _before={{
                content: '""', h: '1.5', w: i === index ? '4' : '1.5', borderRadius: 'full',
                bg: i === index ? 'white' : 'whiteAlpha.600', transition: 'width 0.2s',
              }} />
          ))}
        </Flex>
      )}
      {viewer !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={images} start={viewer} onClose={(last) => { setViewer(null); goTo(last); }} />
        </Suspense>
      )}
    </Box>
  );
}
