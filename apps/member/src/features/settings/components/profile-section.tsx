import { BIO_MAX, DEFAULT_BIO, NICKNAME_MAX, profileUpdate, type User } from '@taishan/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['nickname', 'email', 'phone', 'bio'] as const;

export function ProfileSection({ user }: { user: User }) {
  const [form, setForm] = useState(() => ({
    nickname: user.nickname,
    email: user.email ?? '',
    phone: user.phone ?? '',
    bio: user.bio || DEFAULT_BIO,
  }));
  const fields = useFieldErrors(FIELDS);
  const update = useUpdateProfile({ showOnField: fields.fromServer });
  const titleId = useId();

  const set = (key: keyof typeof form) =>
    fields.edit(key, (value) => setForm((current) => ({ ...current, [key]: value })));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(profileUpdate, form);
    if (body) update.mutate(body);
  };

  return (
    <Card className="p-5">
      <section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>个人资料</SectionTitle>
        <form ref={fields.formRef} onSubmit={submit} noValidate className="mt-4 space-y-4">
          <TextField
            label="昵称"
            maxLength={NICKNAME_MAX}
            value={form.nickname}
            error={fields.of('nickname')}
            onChange={set('nickname')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="邮箱"
              type="email"
              autoComplete="email"
              placeholder="未设置邮箱"
              value={form.email}
              error={fields.of('email')}
              onChange={set('email')}
            />
            <TextField
              label="手机号"
              type="tel"
              autoComplete="tel"
              inputMode="numeric"
              placeholder="未绑定手机号"
              value={form.phone}
              error={fields.of('phone')}
              onChange={set('phone')}
            />
          </div>
          <TextAreaField
            label="个人简介"
            rows={3}
            maxLength={BIO_MAX}
            value={form.bio}
            hint={`${[...form.bio].length} / ${BIO_MAX}`}
            error={fields.of('bio')}
            onChange={set('bio')}
          />
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
