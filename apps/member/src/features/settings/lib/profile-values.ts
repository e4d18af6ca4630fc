import { DEFAULT_BIO, type ProfileUpdate, type User } from '@taishan/contracts';

/** What the profile form holds: the four fields as typed. */
export interface ProfileValues {
  nickname: string;
  email: string;
  phone: string;
  bio: string;
}

export const PROFILE_FIELDS: ReadonlyArray<{ key: keyof ProfileValues; label: string }> = [
  { key: 'nickname', label: '昵称' },
  { key: 'email', label: '邮箱' },
  { key: 'phone', label: '手机号' },
  { key: 'bio', label: '个人简介' },
];

export function profileValuesOf(user: User): ProfileValues {
  return {
    nickname: user.nickname,
    email: user.email ?? '',
    phone: user.phone ?? '',
    bio: user.bio || DEFAULT_BIO,
  };
}

/** The fields whose text differs (ignoring the spaces a save trims). */
export function changedFields(a: ProfileValues, b: ProfileValues): Array<keyof ProfileValues> {
  return PROFILE_FIELDS.map((f) => f.key).filter((key) => a[key].trim() !== b[key].trim());
}

export function profileBody(values: ProfileValues): ProfileUpdate {
  return {
    nickname: values.nickname.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    bio: values.bio.trim(),
  };
}
