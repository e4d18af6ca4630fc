import type { OutboxRelay } from '@taishan/db';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { PasswordHasher } from './passwords.js';
import type { TokenSigner } from './tokens.js';

/** What the domain functions need; built once in app.ts. */
export interface AuthContext {
  db: Kysely<Database>;
  config: AuthConfig;
  hasher: PasswordHasher;
  signer: TokenSigner;
  relay: OutboxRelay;
}
