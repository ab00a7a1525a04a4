// 短信登录: phone and the SMS code (获取验证码, then a 60 s countdown).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { h5Login } from '@/api/auth.ts';
import { FormField } from '@/components/FormField.tsx';
import { toast } from '@/components/toast.ts';
import { smsLoginSchema, type SmsLoginValues } from './schemas.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

export function SmsLoginForm({ onSignedIn }: { onSignedIn: (token: string) => Promise<void> }) {
  const { register, handleSubmit, trigger, getValues, formState: { errors, isSubmitting } } = useForm<SmsLoginValues>({
    resolver: zodResolver(smsLoginSchema),
    defaultValues: { phone: '', code: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSignedIn(await h5Login({ phone: values.phone, code: values.code }));
    } catch (error) {
      toast.fromError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="短信登录">
      <Stack gap="4">
        <FormField label="手机号" error={errors.phone?.message}>
          <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label="短信验证码" error={errors.code?.message}>
          <HStack gap="2" w="full">
            <Input flex="1" inputMode="numeric" maxLength={6} placeholder="请输入6位验证码" autoComplete="one-time-code" {...register('code')} />
            <SmsCodeButton type="login" getPhone={async () => ((await trigger('phone')) ? getValues('phone').trim() : null)} />
          </HStack>
        </FormField>
        <Button type="submit" size="lg" w="full" mt="2" loading={isSubmitting} loadingText="登录中">登录</Button>
      </Stack>
    </form>
  );
}
