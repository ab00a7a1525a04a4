// 手机号 + 短信验证码 (with the 60 s resend button): shared by 短信登录, 注册 and the SMS password change.
import { HStack, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SmsType } from '@/contract/types.ts';
import { FormField } from '@/components/FormField.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';

export interface PhoneCodeFieldsProps {
  phone: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  phoneError?: string;
  codeError?: string;
  smsType: SmsType;
  /** The phone to send the code to once it is valid (the form validates it), else null. */
  getPhone: () => Promise<string | null>;
}

export function PhoneCodeFields({ phone, code, phoneError, codeError, smsType, getPhone }: PhoneCodeFieldsProps) {
  return (
    <>
      <FormField label="手机号" error={phoneError}>
        <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" autoComplete="tel" {...phone} />
      </FormField>
      <FormField label="短信验证码" error={codeError}>
        <HStack gap="2" w="full">
          <Input flex="1" inputMode="numeric" maxLength={6} placeholder="请输入6位验证码" autoComplete="one-time-code" {...code} />
          <SmsCodeButton type={smsType} getPhone={getPhone} />
        </HStack>
      </FormField>
    </>
  );
}
