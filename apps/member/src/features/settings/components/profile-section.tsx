import { DEFAULT_BIO, type User } from '@taishan/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { fieldClasses, TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileSection({ user }: { user: User }) {
  const [form, setForm] = useState(() => ({
    nickname: user.nickname,
    email: user.email ?? '',
    phone: user.phone ?? '',
    bio: user.bio || DEFAULT_BIO,
  }));
  const update = useUpdateProfile();
  const bioId = useId();
  const titleId = useId();

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      nickname: form.nickname.trim(),
      email: form.email.trim() || null,
      phone: form.phone.trim() || null,
      bio: form.bio.trim(),
    });
  };

  return (
    <Card className="p-5">
      <section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>个人资料</SectionTitle>
        <form onSubmit={submit} className="mt-4 space-y-4">
          <TextField label="昵称" required maxLength={20} value={form.nickname} onChange={set('nickname')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="邮箱"
              type="email"
              autoComplete="email"
              placeholder="未设置邮箱"
              value={form.email}
              onChange={set('email')}
            />
            <TextField
              label="手机号"
              type="tel"
              autoComplete="tel"
              inputMode="numeric"
              placeholder="未绑定手机号"
              value={form.phone}
              onChange={set('phone')}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={bioId} className="block text-sm font-medium text-ink">
              个人简介
            </label>
            <textarea
              id={bioId}
              rows={3}
              maxLength={200}
              value={form.bio}
              onChange={set('bio')}
              className={`${fieldClasses()} h-auto resize-none py-2.5 leading-relaxed`}
            />
            <p className="text-right text-xs text-ink-faint">{[...form.bio].length} / 200</p>
          </div>
          <div className="flex justify-end">
            <Button type="submit" pending={update.isPending} pendingText="保存中..." className="px-6">
              保存资料
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
