// /login: 密码登录 and 短信登录; afterwards back to ?redirect= (or home) with the profile loaded. The tabs are the
// light TabStrip (no ark machine) and the SMS form loads when its tab is first chosen.
import { lazy, Suspense, useState } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as ChakraLink } from '@/components/chakra/link.ts';
import { LoadingState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { toast } from '@/components/toast.ts';
import { AuthHero } from '@/features/auth/AuthHero.tsx';
import { PasswordLoginForm } from '@/features/auth/PasswordLoginForm.tsx';
import { safeRedirect, useCompleteSignIn } from '@/features/auth/signIn.ts';

const SmsLoginForm = lazy(() => import('@/features/auth/SmsLoginForm.tsx').then((m) => ({ default: m.SmsLoginForm })));

type LoginTab = 'password' | 'sms';
const TABS = [{ value: 'password', label: '密码登录' }, { value: 'sms', label: '短信登录' }] as const;

export default function Login() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [tab, setTab] = useState<LoginTab>('password');
  const [smsShown, setSmsShown] = useState(false);
  if (tab === 'sms' && !smsShown) setSmsShown(true);
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
        <Box mb="5" borderBottomWidth="1px" borderColor="border.muted">
          <TabStrip label="登录方式" fitted size="md" idPrefix="login" items={TABS} value={tab} onChange={setTab} />
        </Box>
        {/* Each form stays mounted once shown, so switching back keeps what was typed. */}
        <Box role="tabpanel" aria-labelledby="login-tab-password" hidden={tab !== 'password'}>
          <PasswordLoginForm defaultUsername={registeredPhone} onSignedIn={onSignedIn} />
        </Box>
        {smsShown && (
          <Box role="tabpanel" aria-labelledby="login-tab-sms" hidden={tab !== 'sms'}>
            <Suspense fallback={<LoadingState compact />}>
              <SmsLoginForm onSignedIn={onSignedIn} />
            </Suspense>
          </Box>
        )}
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
