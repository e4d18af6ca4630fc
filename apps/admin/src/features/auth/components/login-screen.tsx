import { House, ShieldCheck } from 'lucide-react';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { useBackToHome } from '../hooks/use-back-to-home';
import { LoginForm } from './login-form';
import { TempleIllustration } from './temple-illustration';

export function LoginScreen({ onLoggedIn }: { onLoggedIn: (mustChangePassword: boolean) => void }) {
  const backToHome = useBackToHome();
  return (
    <div className="flex min-h-dvh bg-stone-100">
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 p-12 text-brand-50 lg:flex">
        <div className="flex items-center gap-3">
          <BrandMark className="size-10 ring-1 ring-white/20 rounded-xl" />
          <span className="text-lg font-semibold tracking-wide">泰山宫</span>
        </div>
        <div className="relative z-10 space-y-4">
          <p className="text-sm tracking-[0.4em] text-brand-200">道法自然 · 清静无为</p>
          <h2 className="text-4xl leading-tight font-semibold">泰山宫管理后台</h2>
          <p className="max-w-sm text-base leading-7 text-brand-100/90">
            管理道友账户与认证，守护社区清净。请使用系统管理员账户登录。
          </p>
        </div>
        <TempleIllustration className="absolute inset-x-0 bottom-0 w-full text-brand-900/60" />
        <p className="relative z-10 text-xs text-brand-200/80">仅限授权管理员访问</p>
      </aside>

      <main className="flex flex-1 flex-col items-center justify-center px-5 py-10 sm:px-8">
        <div className="w-full max-w-sm">
          <div className="mb-8 flex flex-col items-center text-center lg:items-start lg:text-left">
            <BrandMark className="mb-4 size-14 rounded-2xl shadow-lg shadow-brand-900/20 lg:hidden" />
            <h1 className="text-2xl font-semibold text-stone-900">管理员登录</h1>
            <p className="mt-1.5 text-sm text-stone-600">泰山宫管理后台 · 系统管理员</p>
          </div>

          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-7">
            <LoginForm onLoggedIn={onLoggedIn} />
            <p className="mt-5 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900 ring-1 ring-brand-100">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
              首次登录需修改初始密码
            </p>
          </div>

          <div className="mt-6 flex justify-center">
            <Button variant="ghost" onClick={backToHome}>
              <House aria-hidden className="size-4" />
              返回首页
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
