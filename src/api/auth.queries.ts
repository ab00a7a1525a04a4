// Query options for sign-in: one key hierarchy (['auth', …]).
import { queryOptions } from '@tanstack/react-query';
import { captchaImage } from './auth.ts';

export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
};

/** The image captcha of 密码登录. Single-use: never cached, never refetched behind the user's back. */
export const captchaQuery = () =>
  queryOptions({ queryKey: authKeys.captcha(), queryFn: captchaImage, staleTime: Infinity, gcTime: 0, retry: false });
