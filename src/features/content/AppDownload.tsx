// 下载APP: the latest Android and iOS versions (GET /app/version/lastOne per platform): version, date, 更新内容
// as lines, a QR code of the download address drawn in the page, and the download button (a plain link to it).
import { useEffect, useState } from 'react';
import { Box, Button, Flex, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useQuery } from '@tanstack/react-query';
import type { AppVersion } from '@/contract/types.ts';
import { ErrorState } from '@/components/states.tsx';
import { formatDate } from '@/lib/format.ts';
import { downloadAddress, qrDataUrl, updateLines } from './appVersion.ts';
import { appVersionQuery } from '@/api/content.queries.ts';

const PLATFORMS: { appType: AppVersion['appType']; name: string; button: string; hint: string }[] = [
  { appType: 'android', name: 'Android 版', button: '下载安卓版', hint: '用手机浏览器扫码下载安装包；微信内请点右上角选择“在浏览器打开”' },
  { appType: 'ios', name: 'iOS 版', button: '前往下载 iOS 版', hint: '用 iPhone 相机扫码，按提示前往 App Store 安装' },
];

function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qrDataUrl(text).then((url) => { if (live) setSrc(url); }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [text]);
  if (failed) return <Flex boxSize="32" align="center" justify="center" bg="bg.muted" borderRadius="lg"><Text fontSize="xs" color="fg.muted">二维码生成失败</Text></Flex>;
  if (!src) return <Skeleton boxSize="32" borderRadius="lg" />;
  return <Image src={src} alt={label} boxSize="32" borderRadius="lg" borderWidth="1px" borderColor="border.muted" data-testid="app-qr" />;
}

function VersionCard({ platform }: { platform: (typeof PLATFORMS)[number] }) {
  const query = useQuery(appVersionQuery(platform.appType));
  return (
    <Box as="section" bg="bg.surface" borderRadius="xl" px="4" py="4" data-testid={`app-version-${platform.appType}`}
      aria-label={platform.name}>
      {query.isPending ? (
        <Stack gap="3" role="status" aria-label="加载中">
          <Skeleton h="6" w="40" />
          <Flex gap="4"><Skeleton boxSize="32" borderRadius="lg" /><Stack flex="1" gap="2"><Skeleton h="4" /><Skeleton h="4" /><Skeleton h="4" w="60%" /></Stack></Flex>
        </Stack>
      ) : query.isError ? (
        <Stack gap="1">
          <Heading as="h2" fontSize="md">{platform.name}</Heading>
          <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
        </Stack>
      ) : (
        <VersionBody platform={platform} version={query.data} />
      )}
    </Box>
  );
}

function VersionBody({ platform, version }: { platform: (typeof PLATFORMS)[number]; version: AppVersion }) {
  const address = downloadAddress(version.downloadUrl, window.location.href);
  const lines = updateLines(version.updateContent);
  return (
    <Stack gap="3">
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h2" fontSize="md">{platform.name}</Heading>
        <Badge colorPalette="brand" variant="subtle" data-testid="app-version-name">V{version.versionName}</Badge>
        <Text fontSize="xs" color="fg.muted" ms="auto">{formatDate(version.createTime, 'YYYY-MM-DD')} 更新</Text>
      </Flex>
      <Flex gap="4" align="flex-start">
        {address
          ? <QrCode text={address} label={`${platform.name}下载二维码`} />
          : <Flex boxSize="32" flexShrink={0} align="center" justify="center" bg="bg.muted" borderRadius="lg" textAlign="center" px="2"><Text fontSize="xs" color="fg.muted">暂无下载地址</Text></Flex>}
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontWeight="semibold" mb="1">更新内容</Text>
          {lines.length > 0 ? (
            <Stack as="ul" gap="1" listStyleType="disc" ps="4" fontSize="xs" color="fg.muted" lineHeight="1.6">
              {lines.map((line, i) => <li key={i}>{line}</li>)}
            </Stack>
          ) : <Text fontSize="xs" color="fg.muted">常规优化与问题修复</Text>}
        </Box>
      </Flex>
      <Text fontSize="2xs" color="fg.subtle">{platform.hint}</Text>
      {address ? (
        <Button asChild size="md" borderRadius="full" w="full">
          <a href={address} target="_blank" rel="noopener noreferrer" data-testid={`app-download-${platform.appType}`}>{platform.button}</a>
        </Button>
      ) : (
        <Button size="md" borderRadius="full" w="full" disabled>{platform.button}</Button>
      )}
    </Stack>
  );
}

export function AppDownload() {
  return (
    <Stack gap="3">
      <Box bgGradient="to-br" gradientFrom="brand.solid" gradientTo="orange.400" color="white" borderRadius="xl" px="5" py="5">
        <Heading as="h1" fontSize="xl">游戏号交易 App</Heading>
        <Text mt="1.5" fontSize="sm" opacity={0.92}>找号、下单、验号进度和消息提醒，随时随地掌握</Text>
      </Box>
      {PLATFORMS.map((p) => <VersionCard key={p.appType} platform={p} />)}
    </Stack>
  );
}
