// A game's square icon (128×128 source) with its size reserved, lazy by default. Falls back to the first
// character of the name when there is no icon or it fails to load.
import { useState } from 'react';
import { Box, Flex, Image, type BoxProps } from '@chakra-ui/react';
import { assetUrl } from '@/api/client.ts';

export interface GameIconProps extends Pick<BoxProps, 'boxSize' | 'borderRadius'> {
  name: string;
  icon?: string;
  eager?: boolean;
}

export function GameIcon({ name, icon, eager = false, boxSize = '11', borderRadius = 'xl' }: GameIconProps) {
  const [failed, setFailed] = useState(false);
  const src = assetUrl(icon);
  if (!src || failed) {
    return (
      <Flex boxSize={boxSize} borderRadius={borderRadius} bg="brand.subtle" color="brand.fg" align="center"
        justify="center" fontWeight="bold" fontSize="md" flexShrink={0} aria-hidden>
        {String(name ?? '').slice(0, 1)}
      </Flex>
    );
  }
  return (
    <Box boxSize={boxSize} borderRadius={borderRadius} overflow="hidden" bg="gray.100" flexShrink={0}>
      <Image src={src} alt="" width={128} height={128} loading={eager ? 'eager' : 'lazy'} decoding="async"
        w="full" h="full" objectFit="cover" onError={() => setFailed(true)} />
    </Box>
  );
}
