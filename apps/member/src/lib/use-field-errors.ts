import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError, UnauthorizedError } from './api-error';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message for each of `fields` among a schema's issues (by the issue's top-level key). */
export function issuesByField<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (fields as readonly string[]).includes(key) && !found[key as F])
      found[key as F] = issue.message;
  }
  return found;
}

/**
 * A form's field problems, in Chinese, next to each field. `check` parses the values with the
 * contract schema the server also uses; `fromServer` puts a refusal that names one of the form's
 * fields (the error body's `field`) next to that field. Either way focus moves to the first field
 * marked, whose aria-describedby reads the message. Forms carry `noValidate`, so the browser's own
 * bubbles never show; attach `formRef` to the <form>.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const fieldList = useRef(fields).current;

  const clearField = useCallback(
    (field: F) =>
      setErrors((current) => {
        if (!current[field]) return current;
        const { [field]: _gone, ...rest } = current;
        return rest as FieldErrors<F>;
      }),
    [],
  );

  const show = useCallback((next: FieldErrors<F>) => {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);

  return useMemo(
    () => ({
      formRef,
      errors,
      /** The message for one field (TextField's `error`). */
      of: (field: F) => errors[field] ?? null,
      /** Forgets one field's message (when the member edits it). */
      clear: clearField,
      reset: () => setErrors({}),
      /** An input's onChange that keeps its value and forgets the field's message. */
      edit: (field: F, set: (value: string) => void) => (event: { target: { value: string } }) => {
        set(event.target.value);
        clearField(field);
      },
      /** Marks fields with messages of the form's own (a confirmation that differs, say). */
      show,
      /**
       * The schema's output when the values pass, else null with each failing field marked.
       * `extra` adds checks the schema cannot make (a confirmation field); the schema's own
       * message for a field comes first.
       */
      check<S extends z.ZodType>(
        schema: S,
        values: z.input<S>,
        extra: FieldErrors<F> = {},
      ): z.output<S> | null {
        const result = schema.safeParse(values);
        const found = { ...extra, ...(result.success ? {} : issuesByField(result.error.issues, fieldList)) };
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
        if (!(error instanceof ApiError) || error instanceof UnauthorizedError || !error.field) return false;
        if (!(fieldList as readonly string[]).includes(error.field)) return false;
        show({ [error.field]: error.message } as FieldErrors<F>);
        return true;
      },
    }),
    [errors, fieldList, show, clearField],
  );
}
