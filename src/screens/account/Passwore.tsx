// 修改密码 (passwore): signed in, for the account's own phone; signed out, it is 忘记密码.
import { Box, Text } from '@chakra-ui/react';
import { Page } from '@/components/Page.tsx';
import { ErrorState, LoadingState } from '@/components/states.tsx';
import { PasswordForm } from '@/features/account/PasswordForm.tsx';
import { useCurrentUser } from '@/features/account/useCurrentUser.ts';

export default function Passwore() {
  const { user, failed, signedIn, retry } = useCurrentUser();
  let body;
  if (!signedIn) body = <PasswordForm />;
  else if (user) body = <PasswordForm key={user.userId} phone={user.phonenumber} />;
  else if (failed) body = <ErrorState message="账号信息加载失败" onRetry={retry} />;
  else body = <LoadingState />;
  return (
    <Page title={signedIn ? '修改密码' : '忘记密码'}>
      <Text fontSize="xs" color="fg.muted" mb="3" px="1">
        {signedIn ? '修改成功后，所有设备上的登录都将失效，请使用新密码重新登录。' : '通过注册手机号接收验证码，设置新的登录密码。'}
      </Text>
      <Box bg="bg.surface" borderRadius="xl" px="4" py="4">{body}</Box>
    </Page>
  );
}
