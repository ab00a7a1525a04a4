// 获取验证码 → sends an SMS code for the phone the form holds, then counts down `60s后重发`.
// getPhone validates the form's phone field and returns it (or null to do nothing).
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { sendSms } from '@/api/auth.ts';
import type { SmsType } from '@/contract/types.ts';
import { toast } from '@/components/toast.ts';
import { useCountdown } from './useCountdown.ts';

export const SMS_RESEND_SECONDS = 60;

export function SmsCodeButton({ type, getPhone }: { type: SmsType; getPhone: () => Promise<string | null> }) {
  const { seconds, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const phone = await getPhone();
    if (!phone) return;
    setSending(true);
    try {
      await sendSms(phone, type);
      start(SMS_RESEND_SECONDS);
      toast.success('验证码已发送');
    } catch (error) {
      toast.fromError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button type="button" variant="outline" size="sm" flexShrink="0" minW="24" disabled={running} loading={sending}
      onClick={() => void send()} data-testid="sms-send">
      {running ? `${seconds}s后重发` : '获取验证码'}
    </Button>
  );
}
