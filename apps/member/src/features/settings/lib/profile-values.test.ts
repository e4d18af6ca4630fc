import type { User } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, profileBody, profileValuesOf } from './profile-values';

const member: User = {
  id: 'u1',
  username: 'qingfeng',
  nickname: '清风',
  email: null,
  phone: '13800138000',
  bio: '',
  firstName: null,
  avatar: null,
  profileImageUrl: null,
  role: 'member',
  isVerified: false,
  isOnline: true,
  status: 'active',
  createdAt: '2024-01-01T00:00:00.000Z',
  profileVersion: 3,
};

describe('profile form values', () => {
  it('fills blanks as the form shows them (the default bio, empty e-mail)', () => {
    expect(profileValuesOf(member)).toEqual({
      nickname: '清风',
      email: '',
      phone: '13800138000',
      bio: '道法自然，清静无为',
    });
  });

  it('names the fields that differ, ignoring spaces a save trims', () => {
    const shown = profileValuesOf(member);
    expect(changedFields(shown, { ...shown, nickname: ' 清风 ' })).toEqual([]);
    expect(changedFields(shown, { ...shown, bio: '上善若水', email: 'a@b.cn' })).toEqual(['email', 'bio']);
  });

  it('sends blanks as not set', () => {
    expect(profileBody({ nickname: ' 明月 ', email: ' ', phone: '', bio: ' 致虚极 ' })).toEqual({
      nickname: '明月',
      email: null,
      phone: null,
      bio: '致虚极',
    });
  });
});
