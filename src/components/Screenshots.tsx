// Screenshots in the page's flow, each marked with who took it when the backend says (官方截图: the platform's
// staff; 自主截图: the seller), tap to enlarge: stacked at full width in a goods' 商品详情, as a grid in the 验号
// report. The goods page and the order page both show them, hence here and not in a feature.
import { lazy, Suspense, useState } from 'react';
import { Box, chakra, Flex, Grid, Image, Text } from '@chakra-ui/react';
import { assetUrl } from '@/api/client.ts';
import type { GoodsImage } from '@/contract/types.ts';
import { ShotType, shotTypeLabel } from '@/contract/statuses.ts';
import { pictureCaption } from '@/lib/pictureCounter.ts';

const ImageViewer = lazy(() => import('./ImageViewer.tsx'));

/** Under the picture, not on it: an overlay would hide the screenshot's own header (game, 商品编号). */
function Mark({ type }: { type: ShotType }) {
  const official = type === ShotType.official;
  return (
    <Text as="span" flexShrink={0} px="1.5" py="0.5" borderRadius="sm" fontSize="2xs" lineHeight="1.3" fontWeight="medium"
      bg={official ? 'green.50' : 'bg.muted'} color={official ? 'trust' : 'fg.muted'}>
      {shotTypeLabel[type]}
    </Text>
  );
}

export function Screenshots({ images, layout, alt, testId }: {
  images: GoodsImage[];
  /** 'stack': one under the other at full width (商品详情); 'grid': three a row (the 验号 report). */
  layout: 'stack' | 'grid';
  /** What the pictures show, for their alt text ("…截图 2"). */
  alt: string;
  testId?: string;
}) {
  const [viewing, setViewing] = useState<number | null>(null);
  if (images.length === 0) return null;
  const grid = layout === 'grid';
  return (
    <>
      <Grid templateColumns={grid ? 'repeat(3, minmax(0, 1fr))' : '1fr'} gap={grid ? '2' : '3'} data-testid={testId}>
        {images.map((img, i) => {
          const words = pictureCaption(img);
          const label = `查看大图：${[img.shotType ? shotTypeLabel[img.shotType] : '', words || `第 ${i + 1} 张`].filter(Boolean).join(' · ')}`;
          return (
            <Box key={`${img.url}-${i}`} minW="0">
              <chakra.button type="button" display="block" w="full" aspectRatio={16 / 9}
                borderRadius="md" overflow="hidden" bg="gray.900" cursor="zoom-in" onClick={() => setViewing(i)} aria-label={label}
                data-shot-type={img.shotType}>
                <Image src={assetUrl(img.url)} alt={words || `${alt} ${i + 1}`} w="full" h="full" objectFit={grid ? 'cover' : 'contain'}
                  loading="lazy" decoding="async" draggable={false} />
              </chakra.button>
              {/* The grid's cells are narrow: the mark alone there (the caption is in the button's name). */}
              {(img.shotType || (!grid && words)) && (
                <Flex align="center" gap="1.5" mt="1" minW="0">
                  {img.shotType && <Mark type={img.shotType} />}
                  {!grid && words && <Text fontSize="xs" color="fg.muted" truncate>{words}</Text>}
                </Flex>
              )}
            </Box>
          );
        })}
      </Grid>
      {viewing !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={images} start={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  );
}
