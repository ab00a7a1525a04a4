// 申请售后: type (找回 / 描述不符 / 其他), what happened (5–500 characters), up to 6 screenshots uploaded one
// by one (/common/upload, form data), then POST /saleOrderAfter.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Field } from '@/components/chakra/field.ts';
import { Textarea } from '@/components/chakra/textarea.ts';
import type { Order } from '@/contract/types.ts';
import { toast } from '@/components/toast.ts';
import { rulesResolver } from '@/lib/formRules.ts';
import { ImageUploader } from '@/components/ImageUploader.tsx';
import { pendingUploadProblem } from '@/components/pendingUploads.ts';
import {
  AFTER_SALE_MAX_IMAGES, AFTER_SALE_TYPES, asAfterSaleType, checkAfterSale, REASON_MAX, type AfterSaleValues,
} from './afterSale.ts';
import { BottomSheet } from '@/components/BottomSheet.tsx';
import { ChoiceGroup } from '@/components/ChoiceGroup.tsx';
import { useApplyAfterSale } from './hooks.ts';

export function AfterSaleSheet({ order, open, onOpenChange }: {
  order: Pick<Order, 'orderId' | 'goodsId' | 'no'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { control, register, handleSubmit, reset, formState: { errors } } = useForm<AfterSaleValues>({
    resolver: rulesResolver(checkAfterSale),
    defaultValues: { type: '', reason: '', images: [] },
  });
  const reasonLength = useWatch({ control, name: 'reason' }).trim().length;
  const submit = useApplyAfterSale(order);
  const send = (values: AfterSaleValues) => submit.mutate(
    { type: asAfterSaleType(values.type), reason: values.reason.trim(), images: values.images },
    { onSuccess: () => { reset(); onOpenChange(false); } },
  );
  const formId = `after-sale-${order.orderId}`;

  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="申请售后"
      footer={(
        <Button type="submit" form={formId} flex="1" loading={submit.isPending} loadingText="提交中">提交申请</Button>
      )}>
      <form id={formId} noValidate aria-label="申请售后" onSubmit={(event) => void handleSubmit((values) => {
        const uploadProblem = pendingUploadProblem();
        if (uploadProblem) toast.error(uploadProblem);
        else send(values);
      })(event)}>
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
            <Controller control={control} name="images" render={({ field }) => (
              <ImageUploader label="售后凭证" max={AFTER_SALE_MAX_IMAGES} testId="after-sale-images"
                value={field.value.map((url) => ({ url, name: '' }))} onChange={(next) => field.onChange(next.map((x) => x.url))} />
            )} />
            {errors.images && <Field.ErrorText>{errors.images.message}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </form>
    </BottomSheet>
  );
}
