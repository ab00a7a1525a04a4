// 修改密码 / 忘记密码 by SMS: 手机号 (the account's own, locked, when signed in), 短信验证码 (type pwd, 60 s
// countdown), the new password twice with registration's rule and a strength hint → POST /h5/SmsforPwd.
import { useForm, useWatch } from 'react-hook-form';
import { Box, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormField } from '@/components/FormField.tsx';
import { PasswordInput } from '@/components/PasswordInput.tsx';
import { SmsCodeButton } from '@/features/auth/SmsCodeButton.tsx';
import { useChangePassword } from './hooks.ts';
import {
  PASSWORD_RULE, passwordStrength, validateConfirmPassword, validateNewPassword, validatePhone, validateSmsCode,
} from './validate.ts';

interface PasswordValues {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const STRENGTH = [
  { label: '', color: 'bg.muted' },
  { label: '弱', color: 'red.500' },
  { label: '中', color: 'orange.400' },
  { label: '强', color: 'green.500' },
] as const;

function StrengthMeter({ password }: { password: string }) {
  const level = passwordStrength(password);
  if (level === 0) return null;
  return (
    <HStack gap="2" w="full" aria-live="polite" data-testid="password-strength">
      <Flex gap="1" flex="1">
        {[1, 2, 3].map((i) => (
          <Box key={i} h="1" flex="1" borderRadius="full" bg={i <= level ? STRENGTH[level].color : 'bg.muted'} />
        ))}
      </Flex>
      <Text fontSize="xs" color="fg.muted" minW="12" textAlign="right">强度：{STRENGTH[level].label}</Text>
    </HStack>
  );
}

/** `phone` is the signed-in account's number (locked), or undefined for 忘记密码. */
export function PasswordForm({ phone }: { phone?: string }) {
  const mutation = useChangePassword();
  const { register, control, handleSubmit, trigger, getValues, formState: { errors } } = useForm<PasswordValues>({
    defaultValues: { phone: phone ?? '', code: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit((values) => mutation.mutate({
    phone: values.phone.trim(), code: values.code.trim(), password: values.password,
  }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={phone ? '修改密码' : '找回密码'}>
      <Stack gap="4">
        <FormField label="手机号" error={errors.phone?.message} helper={phone ? '验证码将发送到当前账号绑定的手机' : undefined}>
          <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入注册时的手机号" autoComplete="tel"
            readOnly={Boolean(phone)} bg={phone ? 'bg.muted' : undefined} data-testid="password-phone"
            {...register('phone', { validate: (v) => validatePhone(v) ?? true })} />
        </FormField>
        <FormField label="短信验证码" error={errors.code?.message}>
          <HStack gap="2" w="full">
            <Input flex="1" inputMode="numeric" maxLength={6} placeholder="请输入6位验证码" autoComplete="one-time-code"
              {...register('code', { validate: (v) => validateSmsCode(v) ?? true })} />
            <SmsCodeButton type="pwd" getPhone={async () => ((await trigger('phone')) ? getValues('phone').trim() : null)} />
          </HStack>
        </FormField>
        <FormField label="新密码" error={errors.password?.message} helper={PASSWORD_RULE}>
          <PasswordInput placeholder="请设置新密码" autoComplete="new-password" maxLength={20}
            {...register('password', { validate: (v) => validateNewPassword(v) ?? true })} />
          <StrengthMeter password={password} />
        </FormField>
        <FormField label="确认新密码" error={errors.confirmPassword?.message}>
          <PasswordInput placeholder="请再次输入新密码" autoComplete="new-password" maxLength={20}
            {...register('confirmPassword', { validate: (v, all) => validateConfirmPassword(v, all.password) ?? true })} />
        </FormField>
        <Button type="submit" size="lg" w="full" loading={mutation.isPending} loadingText="提交中">确认修改</Button>
      </Stack>
    </form>
  );
}
