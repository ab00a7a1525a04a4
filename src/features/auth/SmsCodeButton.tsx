// 获取验证码 → sends an SMS code for the phone the form holds, then counts down `60s后重发`.
// getPhone validates the form's phone field and returns it (or null to do nothing).
import { Button } from '@chakra-ui/react';
import type { SmsType } from '@/contract/types.ts';
import { useSendSms } from './hooks.ts';
import { useCountdown } from './useCountdown.ts';

export const SMS_RESEND_SECONDS = 60;

export function SmsCodeButton({ type, getPhone }: { type: SmsType; getPhone: () => Promise<string | null> }) {
  const { seconds, running, start } = useCountdown();
  const sms = useSendSms(type);

  const send = async () => {
    const phone = await getPhone();
    if (phone) sms.mutate(phone, { onSuccess: () => start(SMS_RESEND_SECONDS) });
  };

  return (
    <Button type="button" variant="outline" size="sm" flexShrink="0" minW="24" disabled={running} loading={sms.isPending}
      onClick={() => void send()} data-testid="sms-send">
      {running ? `${seconds}s后重发` : '获取验证码'}
    </Button>
  );
}
