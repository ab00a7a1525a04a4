// 申请售后: type (找回 / 描述不符 / 其他), what happened (5–500 characters), up to 6 screenshots uploaded one
// by one (/common/upload, form data), then POST /saleOrderAfter.
import { useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, CloseButton, Flex, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Field } from '@/components/chakra/field.ts';
import { Textarea } from '@/components/chakra/textarea.ts';
import { assetUrl, errorMessage } from '@/api/client.ts';
import { MAX_UPLOAD_BYTES, uploadImage } from '@/api/common.ts';
import { applyAfterSale } from '@/api/order.ts';
import type { Order } from '@/api/types.ts';
import { toast } from '@/components/toast.ts';
import {
  AFTER_SALE_MAX_IMAGES, AFTER_SALE_TYPES, afterSaleSchema, asAfterSaleType, REASON_MAX, type AfterSaleValues,
} from './afterSale.ts';
import { BottomSheet } from './BottomSheet.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { invalidateOrder } from './queries.ts';

function ImagePicker({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const room = AFTER_SALE_MAX_IMAGES - value.length - uploading;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length > room) toast.info(`最多上传 ${AFTER_SALE_MAX_IMAGES} 张图片`);
    const chosen = files.slice(0, Math.max(0, room)).filter((file) => {
      if (!file.type.startsWith('image/')) {
        toast.error('只能上传图片');
        return false;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        toast.error('图片不能超过 5 MB');
        return false;
      }
      return true;
    });
    if (!chosen.length) return;
    setUploading((n) => n + chosen.length);
    let urls = value;
    for (const file of chosen) {
      try {
        const result = await uploadImage(file);
        urls = [...urls, result.url];
        onChange(urls);
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <SimpleGrid columns={4} gap="2">
      {value.map((url, index) => (
        <Box key={url} position="relative" aspectRatio="1" borderRadius="md" overflow="hidden" bg="bg.muted">
          <Image src={assetUrl(url)} alt={`售后凭证 ${index + 1}`} w="full" h="full" objectFit="cover" />
          <CloseButton size="2xs" position="absolute" top="0.5" right="0.5" bg="blackAlpha.600" color="white" borderRadius="full"
            aria-label={`删除第 ${index + 1} 张图片`} onClick={() => onChange(value.filter((u) => u !== url))} />
        </Box>
      ))}
      {Array.from({ length: uploading }, (_, i) => (
        <Flex key={`up-${i}`} aspectRatio="1" borderRadius="md" bg="bg.muted" align="center" justify="center">
          <Spinner size="sm" color="brand.solid" />
        </Flex>
      ))}
      {room > 0 && (
        <Button variant="outline" borderStyle="dashed" aspectRatio="1" h="auto" flexDirection="column" gap="0.5" color="fg.muted"
          fontSize="xs" onClick={() => input.current?.click()} aria-label="上传图片">
          <Text fontSize="xl" lineHeight="1">+</Text>
          <Text>{value.length + uploading}/{AFTER_SALE_MAX_IMAGES}</Text>
        </Button>
      )}
      <input ref={input} type="file" accept="image/*" multiple hidden data-testid="after-sale-file"
        onChange={(event) => void pick(event)} />
    </SimpleGrid>
  );
}

export function AfterSaleSheet({ order, open, onOpenChange }: {
  order: Pick<Order, 'orderId' | 'goodsId' | 'no'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, reset, formState: { errors } } = useForm<AfterSaleValues>({
    resolver: zodResolver(afterSaleSchema),
    defaultValues: { type: '', reason: '', images: [] },
  });
  const reasonLength = useWatch({ control, name: 'reason' }).trim().length;
  const submit = useMutation({
    mutationFn: (values: AfterSaleValues) =>
      applyAfterSale({ orderId: order.orderId, type: asAfterSaleType(values.type), reason: values.reason.trim(), images: values.images }),
    onSuccess: async () => {
      toast.success('售后申请已提交，客服将在 24 小时内处理');
      reset();
      onOpenChange(false);
      await invalidateOrder(queryClient, order.orderId, order.goodsId);
    },
    onError: (error) => toast.fromError(error),
  });
  const formId = `after-sale-${order.orderId}`;

  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="申请售后"
      footer={(
        <Button type="submit" form={formId} flex="1" loading={submit.isPending} loadingText="提交中">提交申请</Button>
      )}>
      <form id={formId} noValidate aria-label="申请售后" onSubmit={(event) => void handleSubmit((values) => submit.mutate(values))(event)}>
        <Stack gap="4">
          <Text fontSize="xs" color="fg.muted">订单编号：{order.no}</Text>
          <Field.Root invalid={Boolean(errors.type)}>
            <Field.Label fontSize="sm">售后类型</Field.Label>
            <Controller control={control} name="type" render={({ field }) => (
              <Box w="full">
                <ChoiceGroup label="售后类型" value={field.value} onChange={field.onChange}
                  choices={AFTER_SALE_TYPES.map((t) => ({ value: t.value as string, title: t.label, desc: t.hint }))} />
              </Box>
            )} />
            {errors.type && <Field.ErrorText>{errors.type.message}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.reason)}>
            <Field.Label fontSize="sm">问题描述</Field.Label>
            <Textarea rows={4} maxLength={REASON_MAX} placeholder="请描述遇到的问题（至少 5 个字），如被找回的时间、与描述不符之处" {...register('reason')} />
            <Flex w="full" justify="space-between">
              {errors.reason ? <Field.ErrorText>{errors.reason.message}</Field.ErrorText> : <span />}
              <Text fontSize="xs" color="fg.muted">{reasonLength}/{REASON_MAX}</Text>
            </Flex>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.images)}>
            <Field.Label fontSize="sm">凭证截图（选填，最多 {AFTER_SALE_MAX_IMAGES} 张）</Field.Label>
            <Controller control={control} name="images" render={({ field }) => <ImagePicker value={field.value} onChange={field.onChange} />} />
            {errors.images && <Field.ErrorText>{errors.images.message}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </form>
    </BottomSheet>
  );
}
