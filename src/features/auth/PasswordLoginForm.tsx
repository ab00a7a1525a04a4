// 密码登录: account (phone or username), password, and the image captcha when the server asks for one.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { login } from '@/api/auth.ts';
import { FormField } from '@/components/FormField.tsx';
import { PasswordInput } from '@/components/PasswordInput.tsx';
import { toast } from '@/components/toast.ts';
import { CaptchaImage } from './CaptchaImage.tsx';
import { captchaQuery } from '@/api/auth.queries.ts';
import { rulesResolver, trimFields } from '@/lib/formRules.ts';
import { checkPasswordLogin, type PasswordLoginValues } from './schemas.ts';

export function PasswordLoginForm({ defaultUsername = '', onSignedIn }: {
  defaultUsername?: string;
  onSignedIn: (token: string) => Promise<void>;
}) {
  const captcha = useQuery(captchaQuery());
  const captchaEnabled = captcha.data?.captchaEnabled !== false;
  const resolver = useMemo(
    () => rulesResolver(checkPasswordLogin(captchaEnabled), trimFields<PasswordLoginValues>('username', 'code')),
    [captchaEnabled],
  );

  const { register, handleSubmit, setValue, formState: { errors, isSubmitting } } = useForm<PasswordLoginValues>({
    resolver,
    defaultValues: { username: defaultUsername, password: '', code: '' },
  });

  const refreshCaptcha = () => {
    setValue('code', '');
    void captcha.refetch();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const token = await login({
        username: values.username,
        password: values.password,
        code: captchaEnabled ? values.code : '',
        uuid: captchaEnabled ? captcha.data?.uuid ?? '' : '',
      });
      await onSignedIn(token);
    } catch (error) {
      toast.fromError(error);
      // The server has used up this captcha, right or wrong.
      if (captchaEnabled) refreshCaptcha();
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="密码登录">
      <Stack gap="4">
        <FormField label="账号" error={errors.username?.message}>
          <Input placeholder="请输入手机号或用户名" autoComplete="username" {...register('username')} />
        </FormField>
        <FormField label="密码" error={errors.password?.message}>
          <PasswordInput placeholder="请输入密码" autoComplete="current-password" {...register('password')} />
        </FormField>
        {captchaEnabled && (
          <FormField label="图形验证码" error={errors.code?.message}>
            <HStack gap="2" w="full">
              <Input flex="1" placeholder="请输入右侧验证码" autoComplete="off" inputMode="text" maxLength={6} {...register('code')} />
              <CaptchaImage captcha={captcha.data} loading={captcha.isFetching} failed={captcha.isError} onRefresh={refreshCaptcha} />
            </HStack>
          </FormField>
        )}
        <Button type="submit" size="lg" w="full" mt="2" loading={isSubmitting} loadingText="登录中">登录</Button>
      </Stack>
    </form>
  );
}
