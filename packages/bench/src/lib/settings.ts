/**
 * The benches' settings come from the environment, read here and nowhere else, once when a bench
 * starts: a bad value stops it before anything is created.
 */
export function intSetting(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return value;
}

/** libuv's thread pool runs argon2, so its size belongs next to the argon2 figures. */
export const threadPoolSize = (): string => process.env.UV_THREADPOOL_SIZE ?? '4 (default)';
