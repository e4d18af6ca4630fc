import { registerBody } from '@taishan/contracts';
import { KeyRound, Mail, Smile, User } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { type FieldErrors, useFieldErrors } from '@/lib/use-field-errors';
import { useRegister } from '../api/register';
import { reportAuthFailure } from '../lib/auth-failure';
import { AuthFormCard } from './auth-form-card';

const FIELDS = ['username', 'nickname', 'email', 'password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

/** The confirmation is the form's own: the server never sees it. */
function confirmProblem(password: string, confirm: string): FieldErrors<Field> {
  if (!confirm) return { confirm: '请再次输入密码' };
  return password === confirm ? {} : { confirm: '密码确认不匹配' };
}

export function RegisterForm({
  onBack,
  onSwitch,
  onDone,
}: {
  onBack: () => void;
  onSwitch: () => void;
  onDone: () => void;
}) {
  const [form, setForm] = useState({ username: '', nickname: '', email: '', password: '', confirm: '' });
  const fields = useFieldErrors(FIELDS);
  const register = useRegister();

  const set = (key: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    fields.clear(key);
    if (key === 'password') fields.clear('confirm');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(
      registerBody,
      { username: form.username, nickname: form.nickname, password: form.password, email: form.email },
      confirmProblem(form.password, form.confirm),
    );
    if (!body) return;
    register.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message || '注册成功', {
          description: `欢迎加入泰山宫，${reply.user.nickname}`,
        });
        onDone();
      },
      onError: (error) =>
        reportAuthFailure('注册失败', error, `网络错误，请重试: ${error.message}`, fields.fromServer),
    });
  };

  return (
    <AuthFormCard
      title="注册道友"
      subtitle="结一段道缘，入泰山宫同修"
      onBack={onBack}
      switchTo={{ question: '已有账号？', label: '去登录', onSwitch }}
    >
      <form ref={fields.formRef} onSubmit={submit} noValidate className="space-y-3.5">
        <TextField
          label="用户名"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="3-20位字母、数字或下划线"
          icon={<User className="size-4" />}
          autoFocus
          value={form.username}
          onChange={set('username')}
          error={fields.of('username')}
        />
        <TextField
          label="昵称"
          name="nickname"
          autoComplete="nickname"
          placeholder="道友们将这样称呼您"
          icon={<Smile className="size-4" />}
          value={form.nickname}
          onChange={set('nickname')}
          error={fields.of('nickname')}
        />
        <TextField
          label="邮箱"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="选填"
          icon={<Mail className="size-4" />}
          value={form.email}
          onChange={set('email')}
          error={fields.of('email')}
        />
        <PasswordField
          label="密码"
          name="password"
          autoComplete="new-password"
          placeholder="至少6位"
          icon={<KeyRound className="size-4" />}
          value={form.password}
          onChange={set('password')}
          error={fields.of('password')}
        />
        <PasswordField
          label="确认密码"
          name="confirm"
          autoComplete="new-password"
          placeholder="再次输入密码"
          icon={<KeyRound className="size-4" />}
          value={form.confirm}
          onChange={set('confirm')}
          error={fields.of('confirm')}
        />
        <Button
          type="submit"
          size="lg"
          className="mt-1 w-full"
          pending={register.isPending}
          pendingText="注册中..."
        >
          注册
        </Button>
      </form>
    </AuthFormCard>
  );
}
