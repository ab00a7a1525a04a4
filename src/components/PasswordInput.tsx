// A password input with a show/hide toggle. Forwards everything to the <input> (react-hook-form's register).
import { forwardRef, useState } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from './eyeIcons.tsx';

export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup endElementProps={{ pe: '1' }} endElement={(
      <IconButton type="button" size="sm" variant="ghost" color="fg.muted" aria-label={visible ? '隐藏密码' : '显示密码'}
        aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {visible ? <EyeIcon boxSize="5" /> : <EyeOffIcon boxSize="5" />}
      </IconButton>
    )}>
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});
