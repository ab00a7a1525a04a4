// The brand header of the login and register pages, with the platform's trust promises.
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { ShieldIcon } from '@/components/icons.tsx';
import { zhCN } from '@/locales/zh-CN.ts';

const PROMISES = ['找回包赔', '实名认证', '官方客服验证'];

export function AuthHero({ subtitle }: { subtitle: string }) {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.500" gradientTo="#FF9A3D" color="white" px="5" pt="6" pb="14">
      <Flex align="center" gap="3">
        <Flex boxSize="11" borderRadius="xl" bg="whiteAlpha.300" align="center" justify="center" flexShrink="0">
          <ShieldIcon boxSize="7" />
        </Flex>
        <Box minW="0">
          <Heading as="h2" fontSize="xl" fontWeight="bold" lineHeight="1.3">{zhCN.appName}</Heading>
          <Text fontSize="sm" opacity="0.9">{subtitle}</Text>
        </Box>
      </Flex>
      <HStack gap="2" mt="4" wrap="wrap">
        {PROMISES.map((promise) => (
          <Text key={promise} fontSize="xs" px="2.5" py="0.5" borderRadius="full" bg="whiteAlpha.300">✓ {promise}</Text>
        ))}
      </HStack>
    </Box>
  );
}
