// Said once when the data space this browser is in no longer exists (deleted by a tester, or expired): who removed
// it and when (the mock's answer says), that this page has stopped calling (api/client.ts sends nothing more
// while it is gone), and one tap back to the shared space.
import { useSyncExternalStore } from 'react';
import { Box, Button, Portal, Stack, Text } from '@chakra-ui/react';
import { goneSpace, onSandboxChange, setSandboxSpace } from '@/stores/sandboxClient.ts';
import { clearToken } from '@/stores/session.ts';
import { reloadApp } from './sandboxSpace.ts';

export function SpaceGone() {
  const gone = useSyncExternalStore(onSandboxChange, goneSpace, () => null);
  if (!gone) return null;
  return (
    <Portal>
      <Box position="fixed" insetX="0" top="0" zIndex="toast" display="flex" justifyContent="center" p="3" pointerEvents="none">
        <Stack role="alert" data-testid="space-gone" gap="2" maxW="md" w="full" p="3" borderRadius="md" bg="red.50" borderWidth="1px"
          borderColor="red.300" boxShadow="lg" pointerEvents="auto">
          <Text fontWeight="semibold" color="red.700">数据空间「{gone.name}」已不存在</Text>
          <Text fontSize="sm" color="fg.muted">{gone.msg}</Text>
          <Text fontSize="xs" color="fg.muted">本页已停止刷新，不会再向这个空间发请求。</Text>
          <Button size="sm" colorPalette="red" onClick={() => {
            // A token belongs to its space: the shared space starts signed out.
            clearToken();
            setSandboxSpace(null);
            reloadApp();
          }}>回到共享空间</Button>
        </Stack>
      </Box>
    </Portal>
  );
}
