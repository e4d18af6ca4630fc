import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { registerRaw } from '../api/register-raw';

/** The registration test page: posts a registration and shows the raw outcome. */
export function RegisterTest() {
  const [form, setForm] = useState({ username: '', nickname: '', email: '', password: '' });
  const [result, setResult] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setResult(
      await registerRaw({
        username: form.username,
        nickname: form.nickname,
        password: form.password,
        email: form.email.trim() || null,
      }),
    );
    setPending(false);
  };

  return (
    <div className="mx-auto w-full max-w-lg space-y-4">
      <Card className="p-5">
        <SectionTitle>注册接口测试</SectionTitle>
        <p className="mt-1 text-xs text-ink-muted">
          直接调用注册接口并显示原始返回结果，本页不保存登录状态。
        </p>
        {/* Sends exactly what was typed, to show the server's own answer: no checks here. */}
        <form onSubmit={submit} noValidate className="mt-4 space-y-3.5">
          <TextField label="用户名" required value={form.username} onChange={set('username')} />
          <TextField label="昵称" required value={form.nickname} onChange={set('nickname')} />
          <TextField
            label="邮箱"
            type="email"
            placeholder="选填"
            value={form.email}
            onChange={set('email')}
          />
          <TextField
            label="密码"
            type="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={set('password')}
          />
          <Button type="submit" className="w-full" pending={pending} pendingText="提交中...">
            测试注册
          </Button>
        </form>
      </Card>
      {result !== null && (
        <Card className="p-5">
          <SectionTitle>返回结果</SectionTitle>
          <pre className="mt-3 max-h-96 overflow-auto rounded-xl bg-stone-900 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all text-amber-100">
            {result}
          </pre>
        </Card>
      )}
    </div>
  );
}
