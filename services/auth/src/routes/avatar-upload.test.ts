import net from 'node:net';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, registerMember, useAuthService } from '../test/harness.js';

const sut = useAuthService();

const BOUNDARY = 'taishan-upload-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const filePart = (name = 'avatar') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
const fieldPart = (name: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nvalue\r\n`);
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 140, b: 30 } } })
    .png()
    .toBuffer();

const INCOMPLETE = {
  statusCode: 400,
  code: 'UPLOAD_INCOMPLETE',
  error: 'Bad Request',
  message: '图片上传不完整，请重新上传',
  field: 'avatar',
};

afterEach(() => vi.restoreAllMocks());

describe('POST /api/user/avatar with a broken body', () => {
  it.each([
    ['without its closing boundary', async () => Buffer.concat([filePart(), await png()])],
    ['cut off inside the image', async () => Buffer.concat([filePart(), (await png()).subarray(0, 40)])],
    [
      'cut off inside the closing boundary',
      async () => Buffer.concat([filePart(), await png(), closing.subarray(0, 8)]),
    ],
  ])('answers 400 图片上传不完整 for a body %s', async (_case, body) => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), 'content-type': CONTENT_TYPE },
      payload: await body(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INCOMPLETE);
    const row = await sut.db
      .selectFrom('users')
      .select('avatar_hash')
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_hash).toBeNull();
  });

  it('answers 400 图片上传不完整 when Content-Length promises more than arrives', async () => {
    const me = await registerMember(sut.app);
    const payload = Buffer.concat([filePart(), await png()]);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: {
        ...bearer(me.token),
        'content-type': CONTENT_TYPE,
        'content-length': String(payload.length + 4096),
      },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INCOMPLETE);
  });

  it('answers 413 上传内容过多 for more form fields than allowed', async () => {
    const me = await registerMember(sut.app);
    const fields = Array.from({ length: 8 }, (_, i) => fieldPart(`f${i}`));
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), 'content-type': CONTENT_TYPE },
      payload: Buffer.concat([...fields, filePart(), await png(), closing]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      code: 'UPLOAD_TOO_MANY_PARTS',
      error: 'Payload Too Large',
      message: '上传内容过多，请只选择一张图片',
      field: 'avatar',
    });
  });

  it('is a client error, never a 500, when the connection goes away mid-upload', async () => {
    const me = await registerMember(sut.app);
    const address = await sut.app.listen({ port: 0, host: '127.0.0.1' });
    const body = Buffer.concat([filePart(), await png()]);
    // Logging is off in tests, so every request shares the service's (silent) logger.
    const errors = vi.spyOn(sut.app.log, 'error');
    const received: string[] = [];
    for (const hangUp of ['end', 'destroy'] as const) {
      received.push(
        await new Promise<string>((resolve) => {
          const socket = net.connect(Number(new URL(address).port), '127.0.0.1', () => {
            socket.write(
              `POST /api/user/avatar HTTP/1.1\r\nHost: auth\r\nAuthorization: Bearer ${me.token}\r\n` +
                `Content-Type: ${CONTENT_TYPE}\r\nContent-Length: ${body.length + 4096}\r\n\r\n`,
            );
            socket.write(body);
            setTimeout(() => socket[hangUp](), 100);
          });
          let received = '';
          socket.on('data', (chunk) => {
            received += chunk.toString();
          });
          socket.on('close', () => resolve(received));
          socket.on('error', () => resolve(received));
        }),
      );
    }
    // A half-closed connection still reads the answer; a destroyed one reads nothing.
    expect(received[0]).toMatch(/^HTTP\/1\.1 400 /);
    expect(received[1]).toBe('');
    // The route's failure would be logged as an error within moments of the hang-up.
    for (let i = 0; i < 25 && errors.mock.calls.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).not.toHaveBeenCalled();
  });
});
