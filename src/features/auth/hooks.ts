// Mutations of the auth pages that leave the session alone: 获取验证码 and 注册. (The two sign-ins stay in their
// forms: completing a sign-in clears react-query's whole cache, its mutations included.)
import { useMutation } from '@tanstack/react-query';
import { register, sendSms } from '@/api/auth.ts';
import type { SmsType } from '@/contract/types.ts';
import { toast } from '@/components/toast.ts';

/** 获取验证码: the caller starts its countdown on success (`mutate(phone, { onSuccess })`). */
export function useSendSms(type: SmsType) {
  return useMutation({
    mutationFn: (phone: string) => sendSms(phone, type),
    onSuccess: () => toast.success('验证码已发送'),
    onError: (error) => toast.fromError(error),
  });
}

/** 注册 with the phone as the user name; the caller leads on to 登录 (`mutate(values, { onSuccess })`). */
export function useRegister() {
  return useMutation({
    mutationFn: (values: { phone: string; password: string; code: string }) =>
      register({ username: values.phone, password: values.password, code: values.code }),
    onSuccess: () => toast.success('注册成功'),
    onError: (error) => toast.fromError(error),
  });
}
