import argon2 from 'argon2';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id minimum (19 MiB, t=2, p=1) unless configured stronger. */
export const DEFAULT_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function createPasswordHasher(params: Argon2Params = DEFAULT_ARGON2) {
  const options = { type: argon2.argon2id as 2, ...params };
  // Verifying against this when the user does not exist keeps the answer time the same.
  const dummy = argon2.hash('taishan-timing-equaliser', options);
  return {
    hash: (password: string) => argon2.hash(password, options),
    async verify(hash: string | undefined, password: string): Promise<boolean> {
      try {
        return await argon2.verify(hash ?? (await dummy), password);
      } catch {
        return false;
      }
    },
    params,
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
