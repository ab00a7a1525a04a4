// Shown when a screen fails to load or render (e.g. its chunk could not be fetched after a deploy, or a bug):
// a Chinese message, 重试 (reloads the page) and 返回首页. Going to another page clears it.
import { Component, type ReactNode } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { AlertIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { paths } from '@/config/paths.ts';

export function RouteErrorView() {
  return (
    <Box maxW="column" mx="auto" minH="100dvh" bg="bg.page" px="4" py="16">
      <Stack align="center" textAlign="center" gap="3" bg="bg.surface" borderRadius="xl" py="12" px="6" role="alert">
        <Box color="red.400"><AlertIcon boxSize="14" /></Box>
        <Heading as="h1" size="md">{zhCN.states.routeError}</Heading>
        <Text color="fg.muted" fontSize="sm">{zhCN.errors.unknown}</Text>
        <HStack gap="3" mt="3">
          <Button variant="outline" minW="28" onClick={() => window.location.reload()}>{zhCN.common.retry}</Button>
          <Button asChild minW="28">
            {/* A full load: whatever broke is left behind with the old page. */}
            <a href={paths.home}>{zhCN.common.backHome}</a>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

interface Props {
  /** Changes with the location: going to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  hasError: boolean;
  /** The resetKey the state belongs to. */
  key: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { hasError: false, key: props.resetKey };
  }

  render() {
    return this.state.hasError ? <RouteErrorView /> : this.props.children;
  }
}
