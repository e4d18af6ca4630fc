import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { canonicalIdCard } from '@taishan/contracts';

/** Stored form: "v1.<iv>.<tag>.<ciphertext>" (base64url); the version leaves room for key rotation. */
const VERSION = 'v1';

export interface IdCipher {
  /** The application id is bound in as associated data: a ciphertext copied to another row fails. */
  encrypt(idCard: string, applicationId: string): string;
  decrypt(stored: string, applicationId: string): string;
  /** Keyed hash of the canonical number: equal identities meet in a unique index, unreadable alone. */
  hash(idCard: string): string;
}

/** Two independent keys from one secret (HKDF-SHA256), one for AES-256-GCM and one for HMAC-SHA256. */
export function createIdCipher(secret: Buffer): IdCipher {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `taishan verification ${info}`, 32));
  const encKey = derive('id-card aes-256-gcm');
  const macKey = derive('id-card hmac-sha256');

  return {
    encrypt(idCard, applicationId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      cipher.setAAD(Buffer.from(applicationId));
      const body = Buffer.concat([cipher.update(idCard, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(stored, applicationId) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('unknown ID ciphertext');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(applicationId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    hash(idCard) {
      return createHmac('sha256', macKey).update(canonicalIdCard(idCard)).digest('hex');
    },
  };
}
