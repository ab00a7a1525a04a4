// The image captcha beside the code input: click to get a new one.
import { Button, chakra, Image, Skeleton } from '@chakra-ui/react';
import type { CaptchaResult } from '@/contract/types.ts';
import { captchaDataUrl } from './captcha.ts';

export function CaptchaImage({ captcha, loading, failed, onRefresh }: {
  captcha: CaptchaResult | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}) {
  if (loading && !captcha) return <Skeleton w="28" h="10" borderRadius="md" flexShrink="0" />;
  if (failed || !captcha?.img) {
    return <Button type="button" variant="outline" size="sm" h="10" w="28" flexShrink="0" onClick={onRefresh}>重新获取</Button>;
  }
  return (
    <chakra.button type="button" onClick={onRefresh} aria-label="看不清？换一张" title="看不清？换一张" flexShrink="0"
      w="28" h="10" borderRadius="md" overflow="hidden" borderWidth="1px" borderColor="border" bg="white"
      opacity={loading ? 0.5 : 1} cursor="pointer">
      <Image src={captchaDataUrl(captcha.img)} alt="图形验证码" w="full" h="full" objectFit="fill" data-testid="captcha-image" />
    </chakra.button>
  );
}
