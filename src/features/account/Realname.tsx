// 实名认证: the form (真实姓名 + 18-digit 身份证号, both checked here before sending — the ID's birth date and
// check character too) or, once verified, the masked result and no form.
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import type { User } from '@/contract/types.ts';
import { FormField } from '@/components/FormField.tsx';
import { safeRedirect } from '@/features/auth/signIn.ts';
import { ShieldIcon } from '@/components/icons.tsx';
import { useRealname } from './hooks.ts';
import { maskIdNumber, maskName, normalizeIdNumber, validateIdNumber, validateRealName } from './idcard.ts';
import { Card, InfoRow } from '@/components/InfoCard.tsx';

interface RealnameValues {
  name: string;
  idNumber: string;
}

export function RealnameVerified({ user, redirect }: { user: User; redirect?: string | null }) {
  return (
    <Stack gap="3" data-testid="realname-verified">
      <Flex direction="column" align="center" gap="2" py="6" bg="bg.surface" borderRadius="xl" textAlign="center">
        <Box color="trust" aria-hidden><ShieldIcon boxSize="12" /></Box>
        <Text fontSize="lg" fontWeight="semibold">已完成实名认证</Text>
        <Text fontSize="xs" color="fg.muted" px="6">您的身份信息已通过核验，可正常买卖账号；卖出账号的货款由平台核对后打款到您实名的收款账户。</Text>
      </Flex>
      <Card title="认证信息">
        <InfoRow label="真实姓名" testId="realname-name">{user.realName ? maskName(user.realName) : '已认证'}</InfoRow>
        <InfoRow label="身份证号" testId="realname-id">{user.idNumber ? maskIdNumber(user.idNumber) : '已认证'}</InfoRow>
      </Card>
      <Text fontSize="xs" color="fg.muted" px="1">实名信息提交后不可修改。如需变更，请联系官方客服。</Text>
      {redirect && <Button asChild size="lg" w="full"><Link to={safeRedirect(redirect)} replace>返回继续</Link></Button>}
    </Stack>
  );
}

/** `redirect`: the trade to go back to once verified (the 实名 gate sends users here with it). */
export function RealnameForm({ user, redirect }: { user: User; redirect?: string | null }) {
  const mutation = useRealname(redirect);
  const { register, handleSubmit, formState: { errors } } = useForm<RealnameValues>({
    defaultValues: { name: '', idNumber: '' },
  });
  const submit = handleSubmit((values) => mutation.mutate({ userId: user.userId, ...values }));

  return (
    <Stack gap="3">
      <Box bg="orange.50" color="orange.800" borderRadius="lg" px="3.5" py="2.5" fontSize="xs" lineHeight="1.6">
        根据国家相关规定，买卖游戏账号须完成实名认证。您的信息仅用于身份核验，平台将严格保密。
        {redirect && <Text as="span" display="block" mt="1" data-testid="realname-return">认证成功后将自动返回刚才的页面，已填写的内容会保留。</Text>}
      </Box>
      <Card>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="实名认证">
          <Stack gap="4">
            <FormField label="真实姓名" error={errors.name?.message}>
              <Input placeholder="请输入身份证上的姓名" autoComplete="name" maxLength={20}
                {...register('name', { validate: (v) => validateRealName(v) ?? true })} />
            </FormField>
            <FormField label="身份证号" error={errors.idNumber?.message} helper="18位，最后一位可为X">
              <Input placeholder="请输入18位身份证号" autoComplete="off" maxLength={20} inputMode="text"
                {...register('idNumber', {
                  validate: (v) => validateIdNumber(v) ?? true,
                  setValueAs: (v: string) => normalizeIdNumber(v),
                })} />
            </FormField>
            <Button type="submit" size="lg" w="full" loading={mutation.isPending} loadingText="提交中">提交认证</Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
