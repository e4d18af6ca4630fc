import { randomBytes } from 'node:crypto';
import { idCardCheckChar } from '@taishan/contracts';
import {
  bearer,
  eventually,
  publishEvent,
  type ServiceSut,
  uniqueName,
  useServiceHarness,
} from '@taishan/testing';
import type { LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../app.js';
import { readVerificationConfig, type VerificationConfig } from '../config.js';
import type { VerificationContext } from '../domain/context.js';

export type Sut = ServiceSut<VerificationConfig, VerificationContext>;

/** One verification service per test file, with an ID key of its own. */
export function useVerificationService(overrides: Record<string, string> = {}): Sut {
  return useServiceHarness({
    readConfig: readVerificationConfig,
    build: (config, keys) => buildApp(config, { keys }),
    env: { ID_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
    overrides,
  });
}

export { bearer, eventually, publishEvent, uniqueName };

export interface Member {
  id: string;
  username: string;
  nickname: string;
  headers: { authorization: string };
}

/** A member as auth would announce them, waited for until the projection holds them. */
export async function registerMember(sut: Sut, opts: { nickname?: string } = {}): Promise<Member> {
  const id = uuidv7();
  const username = uniqueName();
  const nickname = opts.nickname ?? '清风';
  await publishEvent(sut, 'events.user.registered', {
    userId: id,
    username,
    nickname,
    avatar: null,
    role: 'member',
    createdAt: new Date().toISOString(),
  });
  await eventually(() =>
    sut.db.selectFrom('members').select('user_id').where('user_id', '=', id).executeTakeFirst(),
  );
  return { id, username, nickname, headers: bearer(await sut.token(id, { username })) };
}

/** An admin token (auth's admin audience). */
export async function adminHeaders(sut: Sut, id: string = uuidv7()) {
  return bearer(await sut.token(id, { role: 'admin', aud: 'admin', username: 'admin' }));
}

let serial = 100;
/** A valid 18-digit number (GB 11643 check character) with a fresh sequence part. */
export function makeIdCard(birth = '19900307', region = '110105'): string {
  serial = serial >= 999 ? 100 : serial + 1;
  const first17 = `${region}${birth}${serial}`;
  return first17 + idCardCheckChar(first17);
}

let phoneSerial = 10_000_000;
export const makePhone = () => `138${(phoneSerial++).toString().padStart(8, '0')}`;

/** Submits through the route and returns the reply. */
export async function submit(
  sut: Sut,
  member: Member,
  body: Partial<{ realName: unknown; idCard: unknown; phone: unknown }> = {},
): Promise<LightMyRequestResponse> {
  return sut.app.inject({
    method: 'POST',
    url: '/api/user/verification/submit',
    headers: member.headers,
    payload: { realName: '张三丰', idCard: makeIdCard(), phone: makePhone(), ...body },
  });
}
