// /register: a new account by phone; then to the login page with the phone filled in.
import { Box, Text } from '@chakra-ui/react';
import { Link as ChakraLink } from '@/components/chakra/link.ts';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { AuthHero } from '@/features/auth/AuthHero.tsx';
import { RegisterForm } from '@/features/auth/RegisterForm.tsx';

export default function Register() {
  const navigate = useNavigate();
  return (
    <Box>
      <AuthHero subtitle="注册账号，安全买卖游戏账号" />
      <Box mx="4" mt="-10" bg="bg.surface" borderRadius="2xl" boxShadow="sm" px="5" py="6">
        <RegisterForm onRegistered={(phone) => navigate(paths.login(), { replace: true, state: { username: phone } })} />
      </Box>
      <Text textAlign="center" fontSize="sm" color="fg.muted" mt="5" pb="8">
        已有账号？
        <ChakraLink asChild color="brand.fg">
          <Link to={paths.login()}>去登录</Link>
        </ChakraLink>
      </Text>
    </Box>
  );
}
