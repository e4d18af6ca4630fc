import { toast } from 'sonner';
import { errorMessage, UnauthorizedError } from './api-error';

/** Puts a refusal next to the form field it names; true when it did (see useFieldErrors). */
export type ShowOnField = (error: unknown) => boolean;

/**
 * A failed request says so once: next to the field it names when the form shows it there,
 * otherwise as the toast `title` with the server's reason (or `fallback` when there was no reply).
 * An ended session says nothing more: the app has already gone to the landing screen.
 */
export function reportFailure(
  error: unknown,
  {
    title,
    fallback,
    showOnField,
  }: { title: string; fallback: string; showOnField?: ShowOnField | undefined },
) {
  if (error instanceof UnauthorizedError) return;
  if (showOnField?.(error)) return;
  toast.error(title, { description: errorMessage(error, fallback) });
}
