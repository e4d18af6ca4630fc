import { KeyRound, LogOut } from 'lucide-react';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { useLogout } from '../hooks/use-logout';
import { ChangePasswordForm } from './change-password-form';

type ChangePasswordScreenProps = { adminName: string; onChanged: () => void };

/** Shown in place of every page until the initial password is replaced. */
export function ChangePasswordScreen({ adminName, onChanged }: ChangePasswordScreenProps) {
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-stone-100 px-5 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-3">
          <BrandMark className="rounded-xl" />
          <span className="text-lg font-semibold text-stone-800">泰山宫管理后台</span>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <div className="mb-6 flex items-start gap-4">
            <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <KeyRound aria-hidden className="size-5" />
            </div>
            <div>
              <h1 className="text-xl font-semibold text-stone-900">修改初始密码</h1>
              <p className="mt-1 text-sm leading-6 text-stone-600">
                {adminName}，为保障后台安全，首次登录需修改初始密码，修改后方可使用管理功能。
              </p>
            </div>
          </div>
          <ChangePasswordForm onChanged={onChanged} />
        </div>
        <div className="mt-6 flex justify-center">
          <Button variant="ghost" onClick={logout}>
            <LogOut aria-hidden className="size-4" />
            退出登录
          </Button>
        </div>
      </div>
    </div>
  );
}
