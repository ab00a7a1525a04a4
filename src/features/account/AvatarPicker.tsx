// 头像: the current picture in a circle and 更换头像. A picked file is checked (type, size) before it is sent,
// uploaded with a progress bar (cancellable by leaving), and a failure can be retried. onChange gets the
// uploaded picture's path; the form saves it with the rest.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Circle, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { assetUrl, errorMessage } from '@/api/client.ts';
import { IMAGE_TYPES, uploadImage, validateImageFile } from '@/api/upload.ts';
import { toast } from '@/components/toast.ts';

interface Upload {
  file: File;
  preview: string;
  progress: number;
  error?: string;
}

export function AvatarPicker({ value, name, onChange, onBusyChange }: {
  value: string;
  name: string;
  onChange: (path: string) => void;
  /** True while a picture is being sent (the form waits for it). */
  onBusyChange?: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => { if (upload) URL.revokeObjectURL(upload.preview); }, [upload?.preview]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = (file: File, preview: string) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setUpload({ file, preview, progress: 0 });
    onBusyChange?.(true);
    uploadImage(file, { signal: c.signal, onProgress: (f) => setUpload((u) => (u && u.file === file ? { ...u, progress: f } : u)) }).then(
      (result) => {
        if (c.signal.aborted) return;
        onChange(result.url);
        setUpload(null);
        onBusyChange?.(false);
      },
      (error: unknown) => {
        if (c.signal.aborted) return;
        setUpload((u) => (u && u.file === file ? { ...u, error: errorMessage(error), progress: 0 } : u));
        onBusyChange?.(false);
      },
    );
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    send(file, URL.createObjectURL(file));
  };

  const src = upload?.preview ?? (value ? assetUrl(value) : undefined);
  const percent = upload ? Math.round(upload.progress * 100) : 0;

  return (
    <Flex align="center" gap="4" data-testid="avatar-picker">
      <Circle size="16" bg="brand.muted" color="brand.fg" fontSize="2xl" fontWeight="medium" overflow="hidden" flexShrink={0}
        position="relative">
        {src ? <chakra.img src={src} alt="头像" w="full" h="full" objectFit="cover" opacity={upload && !upload.error ? 0.6 : 1}
          data-testid="avatar-preview" /> : <span aria-hidden>{Array.from(String(name ?? ''))[0] ?? ''}</span>}
      </Circle>
      <Stack gap="1.5" flex="1" minW="0">
        {upload && !upload.error ? (
          <Stack gap="1">
            <Text fontSize="xs" color="fg.muted">上传中 {percent}%</Text>
            <Box h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden" role="progressbar" aria-label="头像上传进度"
              aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <Box h="full" bg="brand.solid" w={`${percent}%`} transition="width 0.2s" />
            </Box>
          </Stack>
        ) : upload?.error ? (
          <Stack gap="1.5">
            <Text fontSize="xs" color="fg.error" role="alert">头像上传失败：{upload.error}</Text>
            <Flex gap="2">
              <Button size="xs" onClick={() => send(upload.file, upload.preview)}>重试</Button>
              <Button size="xs" variant="outline" onClick={() => setUpload(null)}>取消</Button>
            </Flex>
          </Stack>
        ) : (
          <>
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => input.current?.click()}>更换头像</Button>
            <Text fontSize="xs" color="fg.muted">支持 png、jpg、gif、webp，不超过 5 MB</Text>
          </>
        )}
      </Stack>
      <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden data-testid="avatar-input" aria-label="选择头像"
        onChange={pick} />
    </Flex>
  );
}
