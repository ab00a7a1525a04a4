// Shown when a route fails to load or render (e.g. a screen's chunk could not be fetched after a deploy).
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { AlertIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from './paths.ts';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box maxW="column" mx="auto" minH="100dvh" bg="bg.page" px="4" py="16">
      <Stack align="center" textAlign="center" gap="3" bg="bg.surface" borderRadius="xl" py="12" px="6" role="alert">
        <Box color="red.400"><AlertIcon boxSize="14" /></Box>
        <Heading as="h1" size="md">{notFound ? zhCN.states.notFound : zhCN.states.routeError}</Heading>
        <Text color="fg.muted" fontSize="sm">{notFound ? zhCN.states.notFoundHint : zhCN.errors.unknown}</Text>
        <HStack gap="3" mt="3">
          <Button variant="outline" minW="28" onClick={() => window.location.reload()}>{zhCN.common.retry}</Button>
          <Button asChild minW="28">
            <Link to={paths.home} reloadDocument>{zhCN.common.backHome}</Link>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
