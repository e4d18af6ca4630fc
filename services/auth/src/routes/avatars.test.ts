import { listen } from '@taishan/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, registerMember, useAuthService } from '../test/harness.js';

const sut = useAuthService();

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----taishan${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (w = 600, h = 400) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 140, b: 30 } } })
    .png()
    .toBuffer();

describe('POST /api/user/avatar', () => {
  it('re-encodes an image to a 256 px WebP and serves it with long caching', async () => {
    const me = await registerMember(sut.app);
    const devices = listen(sut, `deliver.user.${me.user.id}`);
    await devices.ready();
    const form = multipart('avatar', 'me.png', 'image/png', await png());
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('头像更新成功');
    expect(body.avatar).toMatch(new RegExp(`^/api/users/${me.user.id}/avatar\\?v=[0-9a-f]{16}$`));
    expect(body.user.avatar).toBe(body.avatar);
    // The member's other devices show the new picture without a reload.
    expect(await devices.waitFor('profile_changed')).toEqual({
      type: 'profile_changed',
      data: { profileVersion: 1 },
    });
    devices.stop();

    const served = await sut.app.inject({ method: 'GET', url: body.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const again = await sut.app.inject({
      method: 'GET',
      url: body.avatar,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('judges the content, not the declared type: text named .png is refused', async () => {
    const me = await registerMember(sut.app);
    const form = multipart('avatar', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILE_TYPE', message: '请选择图片文件' });
  });

  it('refuses SVG (scriptable) images', async () => {
    const me = await registerMember(sut.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const form = multipart('avatar', 'a.svg', 'image/svg+xml', svg);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请选择图片文件');
  });

  it('refuses more than 5 MB with 413', async () => {
    const me = await registerMember(sut.app);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const form = multipart('avatar', 'big.png', 'image/png', big);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: '图片大小不能超过5MB' });
    const row = await sut.db
      .selectFrom('users')
      .select('avatar_hash')
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_hash).toBeNull();
  });

  it('needs a token', async () => {
    const form = multipart('avatar', 'me.png', 'image/png', await png());
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
