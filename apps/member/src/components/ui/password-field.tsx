import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { FieldFrame, type FieldMessages, useFieldIds } from './field-frame';
import { FieldIcon, fieldClasses } from './text-field';

export interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>,
    FieldMessages {
  label: string;
  icon?: ReactNode;
}

/** A password input with a show/hide toggle; the accessible name stays exactly `label`. */
export function PasswordField({ label, hint, error, icon, className, ...props }: PasswordFieldProps) {
  const ids = useFieldIds({ hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        {icon && <FieldIcon>{icon}</FieldIcon>}
        <input
          type={visible ? 'text' : 'password'}
          className={cn(fieldClasses(Boolean(error), Boolean(icon)), 'pr-11')}
          {...ids.controlProps}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? '隐藏密码' : '显示密码'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-1 my-auto flex size-9 items-center justify-center rounded-lg text-ink-muted hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </button>
      </div>
    </FieldFrame>
  );
}
