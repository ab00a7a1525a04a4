// 提交验证码 at 换绑中: the seller's code (4–8 digits, checked before it is sent). Loaded lazily by SellerHandoverCard.
import { useForm } from 'react-hook-form';
import { Button, Flex, Input } from '@chakra-ui/react';
import type { Order } from '@/contract/types.ts';
import { FormField } from '@/components/FormField.tsx';
import { rulesResolver } from '@/lib/formRules.ts';
import { useSubmitRebindCode } from './hooks.ts';
import { checkRebindCode, type RebindCodeValues } from './sellerHandover.ts';

export default function RebindCodeForm({ order }: { order: Pick<Order, 'orderId' | 'goodsId'> }) {
  const { register, handleSubmit, reset, formState: { errors } } = useForm<RebindCodeValues>({
    resolver: rulesResolver(checkRebindCode, (v) => ({ code: v.code.replace(/\s/g, '') })),
    defaultValues: { code: '' },
  });
  const submit = useSubmitRebindCode(order);
  return (
    <form noValidate aria-label="提交换绑验证码"
      onSubmit={(event) => void handleSubmit((values) => submit.mutate(values.code, { onSuccess: () => reset() }))(event)}>
      <FormField label="换绑验证码" error={errors.code?.message}>
        <Flex gap="2" w="full">
          <Input flex="1" inputMode="numeric" maxLength={8} autoComplete="one-time-code" placeholder="请输入收到的验证码"
            data-testid="rebind-code" {...register('code')} />
          <Button type="submit" flexShrink={0} loading={submit.isPending} loadingText="提交中">提交验证码</Button>
        </Flex>
      </FormField>
    </form>
  );
}
