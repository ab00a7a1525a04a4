// 短信登录: phone and the SMS code (获取验证码, then a 60 s countdown).
import { useForm } from 'react-hook-form';
import { Button, Stack } from '@chakra-ui/react';
import { h5Login } from '@/api/auth.ts';
import { toast } from '@/components/toast.ts';
import { rulesResolver, trimFields } from '@/lib/formRules.ts';
import { checkSmsLogin, type SmsLoginValues } from './schemas.ts';
import { PhoneCodeFields } from './PhoneCodeFields.tsx';

export function SmsLoginForm({ onSignedIn }: { onSignedIn: (token: string) => Promise<void> }) {
  const { register, handleSubmit, trigger, getValues, formState: { errors, isSubmitting } } = useForm<SmsLoginValues>({
    resolver: rulesResolver(checkSmsLogin, trimFields<SmsLoginValues>('phone', 'code')),
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
        <PhoneCodeFields phone={register('phone')} code={register('code')} phoneError={errors.phone?.message}
          codeError={errors.code?.message} smsType="login"
          getPhone={async () => ((await trigger('phone')) ? getValues('phone').trim() : null)} />
        <Button type="submit" size="lg" w="full" mt="2" loading={isSubmitting} loadingText="登录中">登录</Button>
      </Stack>
    </form>
  );
}
