// The eye icons (显示 / 隐藏 a password, a goods' 浏览 count), apart from icons.tsx: that module is in the start
// chunk every page loads, and these are for a few pages only (the sign-in forms, the goods detail).
import { createIcon } from '@chakra-ui/react';
import { stroke } from './icons.tsx';

export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  path: [
    <path key="eye" {...stroke} d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />,
    <circle key="pupil" {...stroke} cx="12" cy="12" r="3" />,
  ],
});

export const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  path: [
    <path key="eye" {...stroke} d="M4 8.5C5.9 6.4 8.6 5 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.7 3.6M14.1 18.7A9.7 9.7 0 0 1 12 19C5.6 19 2 12 2 12a17 17 0 0 1 2-2.7" />,
    <path key="slash" {...stroke} d="M3 3l18 18" />,
  ],
});
