import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's field problems, in Chinese, next to each field. `check` parses the values with the
 * contract schema the server also uses; `fromServer` puts a refusal that names one of the form's
 * fields (the error body's `field`) next to it. Focus then moves to the first field marked, whose
 * aria-describedby reads the message. Forms carry `noValidate` (no browser bubbles) and `formRef`.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const fieldList = useRef(fields).current;

  const show = useCallback((next: FieldErrors<F>) => {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);

  const clear = useCallback(
    (field: F) =>
      setErrors((current) => {
        if (!current[field]) return current;
        const { [field]: _gone, ...rest } = current;
        return rest as FieldErrors<F>;
      }),
    [],
  );

  return useMemo(
    () => ({
      formRef,
      errors,
      of: (field: F) => errors[field],
      clear,
      show,
      /** The control's ARIA for one field: invalid, and described by `${id}-error` (Field's line). */
      aria: (field: F, id: string) =>
        errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {},
      /** The schema's output when the values pass, else null with each failing field marked. */
      check<S extends z.ZodType>(
        schema: S,
        values: z.input<S>,
        extra: FieldErrors<F> = {},
      ): z.output<S> | null {
        const result = schema.safeParse(values);
        const found: FieldErrors<F> = { ...extra };
        if (!result.success) {
          for (const issue of result.error.issues) {
            const key = issue.path[0];
            if (typeof key === 'string' && (fieldList as readonly string[]).includes(key) && !found[key as F])
              found[key as F] = issue.message;
          }
        }
        if (Object.keys(found).length > 0) {
          show(found);
          return null;
        }
        if (!result.success) {
          // A problem with no field of this form to sit next to still has to be said.
          toast.error(result.error.issues[0]?.message ?? '请检查填写的内容');
          return null;
        }
        setErrors({});
        return result.data;
      },
      /** True when the refusal named a field of this form and is now shown next to it. */
      fromServer(error: unknown): boolean {
        if (!(error instanceof ApiError) || !error.field || !error.serverMessage) return false;
        if (!(fieldList as readonly string[]).includes(error.field)) return false;
        show({ [error.field]: error.serverMessage } as FieldErrors<F>);
        return true;
      },
    }),
    [errors, fieldList, show, clear],
  );
}
