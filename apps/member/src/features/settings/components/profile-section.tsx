import { BIO_MAX, NICKNAME_MAX, profileUpdate, type User } from '@taishan/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { useFieldErrors } from '@/lib/use-field-errors';
import { newerProfileOf, useUpdateProfile } from '../api/update-profile';
import { changedFields, type ProfileValues, profileBody, profileValuesOf } from '../lib/profile-values';
import { ProfileConflictNotice, ProfileNewerNotice } from './profile-conflict-notice';

const FIELDS = ['nickname', 'email', 'phone', 'bio'] as const;

type Notice =
  | { kind: 'conflict'; message: string; mine: ProfileValues; differing: Array<keyof ProfileValues> }
  | { kind: 'newer'; newer: User };

/**
 * The profile form, based on the profile as the server last gave it (`user`, read afresh when the
 * page opened and again whenever it changes). A save names that version: if another device saved
 * meanwhile the server refuses it, the form shows the newer profile and says so, and what the
 * member typed stays at hand. A newer profile arriving while nothing was typed simply shows.
 */
export function ProfileSection({ user }: { user: User }) {
  const [base, setBase] = useState(user);
  const [form, setForm] = useState(() => profileValuesOf(user));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [seenVersion, setSeenVersion] = useState(user.profileVersion);
  const fields = useFieldErrors(FIELDS);
  const update = useUpdateProfile({ showOnField: fields.fromServer });
  const titleId = useId();

  const adopt = (next: User) => {
    setBase(next);
    setForm(profileValuesOf(next));
  };

  // A newer profile came from the server (another device saved): show it unless it would throw
  // away what the member is typing; then only say so.
  if (user.profileVersion !== seenVersion) {
    setSeenVersion(user.profileVersion);
    if (user.profileVersion > base.profileVersion) {
      const untouched = changedFields(form, profileValuesOf(base)).length === 0;
      const alreadyShown = changedFields(form, profileValuesOf(user)).length === 0;
      if (untouched || alreadyShown) adopt(user);
      else if (notice?.kind !== 'conflict') setNotice({ kind: 'newer', newer: user });
    }
  }

  const set = (key: keyof ProfileValues) =>
    fields.edit(key, (value) => setForm((current) => ({ ...current, [key]: value })));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mine = form;
    if (!fields.check(profileUpdate, mine)) return;
    update.mutate(
      { body: profileBody(mine), version: base.profileVersion },
      {
        onSuccess: (saved) => {
          adopt(saved);
          setNotice(null);
        },
        onError: (error) => {
          const newer = newerProfileOf(error);
          if (!newer) return;
          adopt(newer);
          setNotice({
            kind: 'conflict',
            message: errorMessage(error, '资料已在其他设备上修改'),
            mine,
            differing: changedFields(mine, profileValuesOf(newer)),
          });
        },
      },
    );
  };

  return (
    <Card className="p-5">
      <section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>个人资料</SectionTitle>
        <form ref={fields.formRef} onSubmit={submit} noValidate className="mt-4 space-y-4">
          {notice?.kind === 'newer' && (
            <ProfileNewerNotice
              onLoad={() => {
                adopt(notice.newer);
                setNotice(null);
              }}
            />
          )}
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
          {notice?.kind === 'conflict' && (
            <ProfileConflictNotice
              message={notice.message}
              mine={notice.mine}
              differing={notice.differing}
              onRestore={() => {
                setForm(notice.mine);
                setNotice(null);
              }}
              onDismiss={() => setNotice(null)}
            />
          )}
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
