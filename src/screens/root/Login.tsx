// /login: 密码登录 and 短信登录; afterwards back to ?redirect= (or home) with the profile loaded.
import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as ChakraLink } from '@/components/chakra/link.ts';
import { Tabs } from '@/components/chakra/tabs.ts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { toast } from '@/components/toast.ts';
import { AuthHero } from '@/features/auth/AuthHero.tsx';
import { PasswordLoginForm } from '@/features/auth/PasswordLoginForm.tsx';
import { safeRedirect, useCompleteSignIn } from '@/features/auth/signIn.ts';
import { SmsLoginForm } from '@/features/auth/SmsLoginForm.tsx';

export default function Login() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  // The register page hands over the new account's phone.
  const registeredPhone = (location.state as { username?: string } | null)?.username ?? '';

  const onSignedIn = async (token: string) => {
    await completeSignIn(token);
    toast.success('登录成功');
    navigate(safeRedirect(search.get('redirect')), { replace: true });
  };

  return (
    <Box>
      <AuthHero subtitle="欢迎回来，登录后买号卖号更安心" />
      <Box mx="4" mt="-10" bg="bg.surface" borderRadius="2xl" boxShadow="sm" px="5" pt="2" pb="6">
        <Tabs.Root defaultValue="password" variant="line" fitted lazyMount>
          <Tabs.List mb="5">
            <Tabs.Trigger value="password" fontSize="md" py="3">密码登录</Tabs.Trigger>
            <Tabs.Trigger value="sms" fontSize="md" py="3">短信登录</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="password" p="0">
            <PasswordLoginForm defaultUsername={registeredPhone} onSignedIn={onSignedIn} />
          </Tabs.Content>
          <Tabs.Content value="sms" p="0">
            <SmsLoginForm onSignedIn={onSignedIn} />
          </Tabs.Content>
        </Tabs.Root>
        <Flex justify="space-between" mt="5" fontSize="sm">
          <ChakraLink asChild color="brand.fg">
            <Link to={paths.register}>注册账号</Link>
          </ChakraLink>
          <ChakraLink asChild color="fg.muted">
            <Link to={paths.passwore}>忘记密码</Link>
          </ChakraLink>
        </Flex>
      </Box>
      <Text textAlign="center" fontSize="xs" color="fg.muted" mt="6" px="6" pb="6">
        登录即表示您已阅读并同意
        <ChakraLink asChild color="brand.fg">
          <Link to={paths.yinsi}>《隐私政策》</Link>
        </ChakraLink>
      </Text>
    </Box>
  );
}
