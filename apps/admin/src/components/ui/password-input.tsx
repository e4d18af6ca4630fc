import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';
import { inputClass } from './field';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Adds the show/hide eye button. */
  toggle?: boolean;
};

export function PasswordInput({ toggle = false, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={cn(inputClass, toggle && 'pr-11', className)}
        {...props}
      />
      {toggle && (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? '隐藏密码' : '显示密码'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? <EyeOff aria-hidden className="size-4.5" /> : <Eye aria-hidden className="size-4.5" />}
        </button>
      )}
    </div>
  );
}
