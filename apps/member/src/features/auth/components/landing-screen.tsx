import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SealMark } from '@/components/ui/ornaments';
import { cn } from '@/lib/cn';
import { LandingBackground } from './landing-background';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'home' | 'login' | 'register';

/** The root for visitors: home, login form or register form over the ambient film. */
export function LandingScreen() {
  const [mode, setMode] = useState<Mode>('home');
  const navigate = useNavigate();
  const choices = useRef<HTMLDivElement>(null);
  // Back from a form, the keyboard returns to the button that opened it (a form focuses its first field).
  const cameFrom = useRef<Mode>('home');
  useEffect(() => {
    if (mode === 'home' && cameFrom.current !== 'home')
      choices.current?.querySelector<HTMLElement>(`[data-mode="${cameFrom.current}"]`)?.focus();
    cameFrom.current = mode;
  }, [mode]);
  const done = () => navigate('/dao', { replace: true });
  const compact = mode !== 'home';

  return (
    <div className="relative min-h-dvh overflow-hidden bg-stone-950 text-white">
      <LandingBackground />
      <main
        className={cn(
          'relative z-10 mx-auto flex min-h-dvh w-full max-w-lg flex-col items-center px-6',
          'pt-[max(3rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))]',
          compact ? 'justify-start gap-6 sm:justify-center' : 'justify-between',
        )}
      >
        <header
          className={cn('flex flex-col items-center text-center transition-all', !compact && 'mt-[12vh]')}
        >
          <SealMark text="道" className={cn('mb-4 text-lg', compact && 'hidden sm:inline-flex')} />
          <h1
            className={cn(
              'font-serif font-bold tracking-[0.35em] text-amber-50 drop-shadow-[0_2px_12px_rgb(0_0_0/0.45)]',
              compact ? 'text-4xl' : 'text-6xl sm:text-7xl',
            )}
          >
            泰山宫
          </h1>
          <p className="mt-3 flex items-center gap-3 font-serif text-lg tracking-[0.5em] text-amber-200/95">
            <span aria-hidden className="h-px w-8 bg-linear-to-r from-transparent to-amber-200/80" />
            道法自然
            <span aria-hidden className="h-px w-8 bg-linear-to-l from-transparent to-amber-200/80" />
          </p>
          {!compact && (
            <p className="mt-8 max-w-xs text-sm leading-7 text-amber-50/90 drop-shadow-[0_1px_6px_rgb(0_0_0/0.7)]">
              欢迎来到泰山宫，道教文化即时通讯平台。与四方道友论道交流、互通音讯，共修清静之心。
            </p>
          )}
        </header>

        {mode === 'home' && (
          <div ref={choices} className="flex w-full max-w-xs animate-fade-in flex-col gap-3">
            <Button
              size="lg"
              data-mode="login"
              className="w-full text-lg tracking-[0.5em]"
              onClick={() => setMode('login')}
            >
              登录
            </Button>
            <Button
              variant="glass"
              size="lg"
              data-mode="register"
              className="w-full text-lg tracking-[0.5em]"
              onClick={() => setMode('register')}
            >
              注册
            </Button>
            <p className="mt-4 text-center text-xs tracking-widest text-amber-100/90">上善若水 · 致虚守静</p>
          </div>
        )}
        {mode === 'login' && (
          <LoginForm onBack={() => setMode('home')} onSwitch={() => setMode('register')} onDone={done} />
        )}
        {mode === 'register' && (
          <RegisterForm onBack={() => setMode('home')} onSwitch={() => setMode('login')} onDone={done} />
        )}
      </main>
    </div>
  );
}
