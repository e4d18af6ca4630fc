import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminHeaders, makeIdCard, registerMember, submit, useVerificationService } from '../test/harness.js';

// pino writes through sonic-boom, which calls fs.write/fs.writeSync on fd 1: catch those lines.
const fs = createRequire(import.meta.url)('node:fs') as typeof import('node:fs');
const sut = useVerificationService({ LOG_LEVEL: 'trace' });

describe('logs', () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    const keep = (fd: number, data: unknown) => {
      if (fd === 1 || fd === 2) lines.push(String(data));
      return Buffer.byteLength(String(data));
    };
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown) => keep(fd, data)) as never);
    vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      const n = keep(fd, data);
      const done = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
      done?.(null, n);
    }) as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('never carry the ID number, even at trace level, through submit, refusals, review and reveal', async () => {
    const member = await registerMember(sut);
    const idCard = makeIdCard();
    const created = await submit(sut, member, { idCard });
    expect(created.statusCode).toBe(201);
    expect((await submit(sut, member, { idCard })).statusCode).toBe(409);
    const id = created.json().verification.id;
    const headers = await adminHeaders(sut);
    const revealed = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/reveal`,
      headers,
    });
    expect(revealed.json().idCard).toBe(idCard);
    await sut.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/review`,
      headers,
      payload: { action: 'approve' },
    });
    await sut.events.waitFor('events.verification.approved', (e) => e.payload.applicationId === id);

    const log = lines.join('');
    expect(log).toContain('/api/user/verification/submit');
    expect(log).toContain('/reveal');
    expect(log).not.toContain(idCard);
    expect(log).not.toContain(idCard.slice(6, 14));
  });
});
