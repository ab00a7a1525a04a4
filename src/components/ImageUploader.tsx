// The one picture uploader of the app (consignment pictures, 竞价回收 screenshots, feedback, after-sales,
// avatar): picks images, checks type and size before sending, uploads each as multipart with a progress bar,
// and lets a failed picture be retried or dropped. `value` holds only the pictures the server has accepted, so
// a form (and a persisted draft) never keeps a half-uploaded one; a form asks pendingUploadProblem()
// (./pending.ts) before sending, so a picture still on its way is not left out.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, CloseButton, Flex, Image, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { assetUrl, errorMessage } from '@/api/client.ts';
import { IMAGE_TYPES, uploadImage, validateImageFile } from '@/api/upload.ts';
import { toast } from './toast.ts';
import { reportUploads } from './pendingUploads.ts';

export interface UploadedImage {
  url: string;
  name: string;
}

interface Pending {
  key: number;
  file: File;
  preview: string;
  progress: number;
  error?: string;
  controller: AbortController;
}

export interface ImageUploaderProps {
  /** What the pictures are, e.g. 详情图: names the buttons for screen readers and the messages. */
  label: string;
  value: UploadedImage[];
  onChange: (next: UploadedImage[]) => void;
  /** Most pictures allowed (default 9). */
  max?: number;
  /** The file input gets `${testId}-input` (e2e tests pick files through it). */
  testId?: string;
  /** Marks the tiles as invalid (the form's message is shown by the caller). */
  invalid?: boolean;
  /** Tile columns (default 4). */
  columns?: number;
}

let nextKey = 1;

const keyOf = (list: readonly UploadedImage[]) => list.map((x) => x.url).join('\n');

export function ImageUploader({ label, value, onChange, max = 9, testId, invalid, columns = 4 }: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  // Uploads finish one by one, each adding to the latest list, not to the one their render saw.
  const latest = useRef(value);
  // What we handed to onChange that `value` has not shown yet: a form may pass the new list down a render or two
  // later (react-hook-form's Controller does), and re-reading `value` then would drop a picture just uploaded.
  const emitted = useRef<string[]>([]);
  const valueKey = keyOf(value);
  useEffect(() => {
    const echo = emitted.current.indexOf(valueKey);
    if (echo === -1) {
      // A change from outside (a restored draft, a reset form).
      latest.current = value;
      emitted.current = [];
      return;
    }
    emitted.current = emitted.current.slice(echo + 1);
    if (emitted.current.length === 0) latest.current = value;
  }, [valueKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const emit = (next: UploadedImage[]) => {
    latest.current = next;
    emitted.current.push(keyOf(next));
    onChange(next);
  };
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  });

  // The form asks pendingUploadProblem() before it sends.
  const [id] = useState(() => Symbol('uploader'));
  useEffect(() => {
    reportUploads(id, { uploading: pending.filter((p) => !p.error).length, failed: pending.filter((p) => p.error).length });
  }, [id, pending]);
  useEffect(() => () => reportUploads(id, null), [id]);

  // Leaving the form stops its uploads and frees the previews.
  useEffect(() => () => {
    for (const p of pendingRef.current) {
      p.controller.abort();
      URL.revokeObjectURL(p.preview);
    }
  }, []);

  const patch = (key: number, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const drop = (key: number) => {
    const gone = pendingRef.current.find((p) => p.key === key);
    if (gone) {
      gone.controller.abort();
      URL.revokeObjectURL(gone.preview);
    }
    setPending((list) => list.filter((p) => p.key !== key));
  };

  const start = (item: Pending) => {
    uploadImage(item.file, { signal: item.controller.signal, onProgress: (f) => patch(item.key, { progress: f }) }).then(
      (result) => {
        emit([...latest.current, { url: result.url, name: result.fileName }]);
        drop(item.key);
      },
      (error: unknown) => {
        if (item.controller.signal.aborted) return;
        patch(item.key, { error: errorMessage(error), progress: 0 });
      },
    );
  };

  const retry = (item: Pending) => {
    const again = { ...item, error: undefined, progress: 0, controller: new AbortController() };
    setPending((list) => list.map((p) => (p.key === item.key ? again : p)));
    start(again);
  };

  const room = max - value.length - pending.length;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = ''; // the same file can be picked again
    if (files.length > room) toast.info(`${label}最多 ${max} 张，已选前 ${Math.max(0, room)} 张`);
    const items: Pending[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = validateImageFile(file);
      if (problem) {
        toast.error(problem);
        continue;
      }
      items.push({ key: nextKey++, file, preview: URL.createObjectURL(file), progress: 0, controller: new AbortController() });
    }
    if (!items.length) return;
    setPending((list) => [...list, ...items]);
    items.forEach(start);
  };

  const tile = { position: 'relative', aspectRatio: '1', borderRadius: 'md', overflow: 'hidden', bg: 'bg.muted' } as const;

  return (
    <SimpleGrid columns={columns} gap="2" data-testid={testId}>
      {value.map((img, index) => (
        <Box key={img.url} {...tile}>
          <Image src={assetUrl(img.url)} alt={`${label} ${index + 1}`} w="full" h="full" objectFit="cover" />
          <CloseButton size="2xs" position="absolute" top="0.5" right="0.5" bg="blackAlpha.700" color="white" borderRadius="full"
            aria-label={`删除第 ${index + 1} 张${label}`} onClick={() => emit(latest.current.filter((x) => x.url !== img.url))} />
        </Box>
      ))}
      {pending.map((item) => (
        <Box key={item.key} {...tile}>
          <Image src={item.preview} alt={`${label}（${item.error ? '上传失败' : '上传中'}）`} w="full" h="full" objectFit="cover"
            opacity={0.5} />
          {item.error ? (
            <Stack position="absolute" inset="0" align="center" justify="center" gap="1" bg="blackAlpha.600" p="1" title={item.error}>
              <Text color="white" fontSize="2xs" fontWeight="medium">上传失败</Text>
              <Flex gap="1">
                <Button size="2xs" onClick={() => retry(item)} aria-label={`重试上传「${item.file.name}」`}>重试</Button>
                <Button size="2xs" variant="subtle" onClick={() => drop(item.key)} aria-label={`删除「${item.file.name}」`}>删除</Button>
              </Flex>
            </Stack>
          ) : (
            <Stack position="absolute" insetX="1.5" bottom="1.5" gap="0.5">
              <Text color="fg" fontSize="2xs" textAlign="center">{Math.round(item.progress * 100)}%</Text>
              <Box h="1" bg="whiteAlpha.800" borderRadius="full" overflow="hidden" role="progressbar"
                aria-label={`「${item.file.name}」上传进度`} aria-valuemin={0} aria-valuemax={100}
                aria-valuenow={Math.round(item.progress * 100)}>
                <Box h="full" bg="brand.solid" w={`${Math.round(item.progress * 100)}%`} transition="width 0.2s" />
              </Box>
            </Stack>
          )}
        </Box>
      ))}
      {room > 0 && (
        <Button type="button" variant="outline" borderStyle="dashed" borderColor={invalid ? 'border.error' : undefined}
          aspectRatio="1" h="auto" minW="0" flexDirection="column" gap="0.5" color="fg.muted" fontSize="xs"
          onClick={() => input.current?.click()}>
          <Text fontSize="xl" lineHeight="1" aria-hidden>+</Text>
          {/* The name says what the tile does and includes what it shows (the count). */}
          <VisuallyHidden>上传{label}，已选</VisuallyHidden>
          <Text>{value.length + pending.length}/{max}</Text>
        </Button>
      )}
      <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} multiple={max > 1} hidden
        data-testid={testId ? `${testId}-input` : undefined} aria-label={`选择${label}`} onChange={pick} />
    </SimpleGrid>
  );
}
