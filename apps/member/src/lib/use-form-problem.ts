import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, UnauthorizedError } from './api-error';

export interface Problem {
  title: string;
  description?: string;
}

/**
 * A dialog form's problem: `warn` toasts it and keeps it for the FormAlert (toasts sit below an open modal);
 * `fromError` turns a failed request into the same shape with the server's message.
 */
export function useFormProblem() {
  const [problem, setProblem] = useState<Problem | null>(null);
  return {
    problem,
    clear: () => setProblem(null),
    warn: (next: Problem) => {
      setProblem(next);
      toast.error(next.title, next.description ? { description: next.description } : undefined);
    },
    /** Keeps a request's failure (its toast is raised by the mutation hook). */
    fromError: (title: string, error: unknown, fallback: string) => {
      if (error instanceof UnauthorizedError) return;
      setProblem({ title, description: errorMessage(error, fallback) });
    },
  };
}
