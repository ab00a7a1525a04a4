// 404: any path the app does not know.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { zhCN } from '@/locales/zh-CN.ts';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <Page>
      <Stack align="center" textAlign="center" gap="3" bg="bg.surface" borderRadius="xl" py="14" px="6" mt="2">
        <Box fontSize="5xl" fontWeight="bold" lineHeight="1" color="brand.solid" letterSpacing="wider">404</Box>
        <Heading as="h2" size="md">{zhCN.states.notFound}</Heading>
        <Text color="fg.muted" fontSize="sm">{zhCN.states.notFoundHint}</Text>
        <HStack gap="3" mt="3">
          <Button variant="outline" minW="28" onClick={() => navigate(-1)}>{zhCN.common.backPrev}</Button>
          <Button asChild minW="28">
            <Link to={paths.home}>{zhCN.common.backHome}</Link>
          </Button>
        </HStack>
      </Stack>
    </Page>
  );
}
