// 注册: phone, SMS code (type register), password twice, agreement. Sent with an empty token.
import { Controller, useForm } from 'react-hook-form';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as ChakraLink } from '@/components/chakra/link.ts';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { FormField } from '@/components/FormField.tsx';
import { NativeCheckbox } from '@/components/NativeCheckbox.tsx';
import { PasswordInput } from '@/components/PasswordInput.tsx';
import { rulesResolver, trimFields } from '@/lib/formRules.ts';
import { checkRegister, type RegisterValues } from './schemas.ts';
import { PhoneCodeFields } from './PhoneCodeFields.tsx';
import { useRegister } from './hooks.ts';

export function RegisterForm({ onRegistered }: { onRegistered: (phone: string) => void }) {
  const { register, control, handleSubmit, trigger, getValues, formState: { errors } } = useForm<RegisterValues>({
    resolver: rulesResolver(checkRegister, trimFields<RegisterValues>('phone', 'code')),
    defaultValues: { phone: '', code: '', password: '', confirmPassword: '', agree: false },
  });

  const registration = useRegister();
  const submit = handleSubmit((values) => registration.mutate(values, { onSuccess: () => onRegistered(values.phone) }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="注册">
      <Stack gap="4">
        <PhoneCodeFields phone={register('phone')} code={register('code')} phoneError={errors.phone?.message}
          codeError={errors.code?.message} smsType="register"
          getPhone={async () => ((await trigger('phone')) ? getValues('phone').trim() : null)} />
        <FormField label="设置密码" error={errors.password?.message} helper="8–20位，需同时包含字母和数字">
          <PasswordInput placeholder="请设置登录密码" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="确认密码" error={errors.confirmPassword?.message}>
          <PasswordInput placeholder="请再次输入密码" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Stack gap="1">
          <Controller control={control} name="agree" render={({ field }) => (
            <NativeCheckbox checked={field.value} onCheckedChange={field.onChange} invalid={Boolean(errors.agree)}
              name={field.name} onBlur={field.onBlur} color="fg.muted">
              <span>
                我已阅读并同意
                <ChakraLink asChild color="brand.fg" mx="0.5">
                  <Link to={paths.yinsi}>《隐私政策》</Link>
                </ChakraLink>
              </span>
            </NativeCheckbox>
          )} />
          {errors.agree && <Text color="fg.error" fontSize="xs" role="alert">{errors.agree.message}</Text>}
        </Stack>
        <Button type="submit" size="lg" w="full" loading={registration.isPending} loadingText="注册中">注册</Button>
      </Stack>
    </form>
  );
}
