// 个人资料: 头像 (upload with progress), 昵称 (2–20), 性别 (男 / 女 / 保密 → sex '0' / '1' / '2'), 邮箱; the
// phone and ID are shown, not edited. 保存 sends only what changed (PUT /system/user/profile).
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import type { ProfileUpdateBody, User } from '@/contract/types.ts';
import { FormField } from '@/components/FormField.tsx';
import { toast } from '@/components/toast.ts';
import { maskPhone } from '@/lib/format.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { useUpdateProfile } from './hooks.ts';
import { Card, InfoRow } from '@/components/InfoCard.tsx';
import { validateEmail, validateNickName } from './validate.ts';

export interface ProfileValues {
  avatar: string;
  nickName: string;
  sex: User['sex'];
  email: string;
}

export const SEX_OPTIONS: readonly { value: User['sex']; label: string }[] = [
  { value: '0', label: '男' },
  { value: '1', label: '女' },
  { value: '2', label: '保密' },
];

/** The fields that differ from the user's record, trimmed; empty when nothing changed. */
export function profileChanges(user: User, values: ProfileValues): ProfileUpdateBody {
  const body: ProfileUpdateBody = {};
  const nickName = values.nickName.trim();
  const email = values.email.trim();
  if (nickName !== user.nickName) body.nickName = nickName;
  if (email !== (user.email ?? '')) body.email = email;
  if (values.sex !== user.sex) body.sex = values.sex;
  if (values.avatar && values.avatar !== user.avatar) body.avatar = values.avatar;
  return body;
}

function SexPicker({ value, onChange }: { value: User['sex']; onChange: (sex: User['sex']) => void }) {
  return (
    <Flex gap="2" role="radiogroup" aria-label="性别" w="full">
      {SEX_OPTIONS.map((o) => {
        const checked = o.value === value;
        return (
          <Button key={o.value} type="button" role="radio" aria-checked={checked} flex="1" size="sm"
            variant={checked ? 'solid' : 'outline'} colorPalette={checked ? 'brand' : 'gray'} onClick={() => onChange(o.value)}>
            {o.label}
          </Button>
        );
      })}
    </Flex>
  );
}

export function ProfileForm({ user }: { user: User }) {
  const mutation = useUpdateProfile();
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, reset, formState: { errors } } = useForm<ProfileValues>({
    defaultValues: { avatar: user.avatar ?? '', nickName: user.nickName ?? '', sex: user.sex ?? '2', email: user.email ?? '' },
  });

  const submit = handleSubmit((values) => {
    if (uploading) {
      toast.info('头像还在上传，请稍候');
      return;
    }
    const body = profileChanges(user, values);
    if (Object.keys(body).length === 0) {
      toast.info('资料没有变化');
      return;
    }
    mutation.mutate(body, {
      onSuccess: () => reset({ ...values, nickName: values.nickName.trim(), email: values.email.trim() }),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="个人资料">
      <Stack gap="3">
        <Card title="头像">
          <Controller control={control} name="avatar" render={({ field }) => (
            <AvatarPicker value={field.value} name={user.nickName} onChange={field.onChange} onBusyChange={setUploading} />
          )} />
        </Card>
        <Card title="基本资料">
          <Stack gap="4">
            <FormField label="昵称" error={errors.nickName?.message} helper="2–20个字">
              <Input placeholder="请输入昵称" maxLength={20} {...register('nickName', { validate: (v) => validateNickName(v) ?? true })} />
            </FormField>
            <FormField label="性别">
              <Controller control={control} name="sex" render={({ field }) => <SexPicker value={field.value} onChange={field.onChange} />} />
            </FormField>
            <FormField label="邮箱" error={errors.email?.message} helper="选填，用于接收交易通知">
              <Input type="email" inputMode="email" placeholder="请输入邮箱" maxLength={50} autoComplete="email"
                {...register('email', { validate: (v) => validateEmail(v) ?? true })} />
            </FormField>
          </Stack>
        </Card>
        <Card title="账号信息">
          <InfoRow label="用户ID">{user.userId}</InfoRow>
          <InfoRow label="手机号">{maskPhone(user.phonenumber)}</InfoRow>
          <InfoRow label="注册时间"><Text>{user.createTime ? user.createTime.slice(0, 10) : '—'}</Text></InfoRow>
        </Card>
        <Button type="submit" size="lg" w="full" loading={mutation.isPending} loadingText="保存中" disabled={uploading}>保存</Button>
      </Stack>
    </form>
  );
}
