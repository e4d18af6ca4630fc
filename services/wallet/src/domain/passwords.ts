import argon2 from 'argon2';

/** Transaction passwords: argon2id with OWASP's minimum (19 MiB, t=2, p=1) unless configured stronger. */
export function createPasswordHasher(params: { memoryCost: number; timeCost: number }) {
  const options = { type: argon2.argon2id as 2, parallelism: 1, ...params };
  return {
    hash: (password: string) => argon2.hash(password, options),
    async verify(hash: string, password: string): Promise<boolean> {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
