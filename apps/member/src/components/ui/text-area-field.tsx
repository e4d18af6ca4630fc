import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FieldFrame, type FieldMessages, useFieldIds } from './field-frame';
import { fieldClasses } from './text-field';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>,
    FieldMessages {
  label: string;
}

/** A labelled multi-line field with its error or hint under it. */
export function TextAreaField({ label, hint, error, className, ...props }: TextAreaFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        className={cn(fieldClasses(Boolean(error)), 'h-auto resize-none py-2.5 leading-relaxed')}
        {...ids.controlProps}
        {...props}
      />
    </FieldFrame>
  );
}
