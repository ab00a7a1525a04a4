// The app download prompt at the top of home: → appDownload, or × to hide it for good (remembered in
// localStorage). Read synchronously on first render, so a dismissed prompt never flashes or moves the page.
import { useState } from 'react';
import { Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { CloseIcon } from '@/components/icons.tsx';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { storedFlag } from '@/lib/storedFlag.ts';
import { zhCN } from '@/locales/zh-CN.ts';

/** Set by the prompt's ×. */
export const appPromptDismissed = storedFlag('appPromptDismissed');

export function AppDownloadPrompt() {
  const [hidden, setHidden] = useState(() => appPromptDismissed.isSet());
  if (hidden) return null;
  return (
    <Flex align="center" gap="3" px="3" py="2" bg="brand.subtle" borderBottomWidth="1px" borderColor="brand.muted"
      role="region" aria-label="下载APP" data-testid="app-prompt">
      <Flex boxSize="8" borderRadius="lg" bg="brand.solid" color="white" align="center" justify="center" fontWeight="bold"
        fontSize="xs" flexShrink={0} aria-hidden>APP</Flex>
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="semibold" truncate>下载官方APP</Text>
        <Text fontSize="2xs" color="fg.muted" truncate>交易消息实时提醒，买号卖号更安全</Text>
      </Stack>
      <Button asChild size="xs" borderRadius="full" px="3">
        <Link to={paths.appDownload}>去下载</Link>
      </Button>
      {/* Our icon rather than Chakra's CloseButton, whose icon set would load with home for this one glyph. */}
      <IconButton size="2xs" variant="ghost" color="fg.muted" aria-label={`${zhCN.common.close}下载提示`}
        onClick={() => { appPromptDismissed.set(); setHidden(true); }}>
        <CloseIcon boxSize="3.5" />
      </IconButton>
    </Flex>
  );
}
