// Stands in for a screen that is not built yet: says so plainly, with the route's title and a way home.
// Each placeholder route file renders only this; replace the file with the real screen.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { useRouteHandle } from '@/app/routeHandle.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { ToolIcon } from './icons.tsx';
import { Page } from './Page.tsx';

export function NotBuilt({ title }: { title?: string }) {
  const handle = useRouteHandle();
  const name = title ?? handle?.title ?? '';
  return (
    <Page>
      <Stack align="center" textAlign="center" gap="3" bg="bg.surface" borderRadius="xl" py="12" px="6" mt="2">
        <Box color="brand.solid" bg="brand.subtle" borderRadius="full" p="4">
          <ToolIcon boxSize="10" />
        </Box>
        <Heading as="h1" size="md" data-testid="not-built">{zhCN.states.notBuilt}</Heading>
        {name && <Text color="fg" fontWeight="medium">「{name}」</Text>}
        <Text color="fg.muted" fontSize="sm">{zhCN.states.notBuiltHint}</Text>
        <Button asChild mt="2" minW="32">
          <Link to={paths.home}>{zhCN.common.backHome}</Link>
        </Button>
      </Stack>
    </Page>
  );
}
