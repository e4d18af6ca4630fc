import { chatMessage, RECOMMENDED_GROUP_IDS } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventually, registerMember, useChatService } from '../test/harness.js';
import { DEMO_CONVERSATION, DEMO_USERNAMES, seedDemoConversation } from './demo-seed.js';

const sut = useChatService({ DEMO_SEED: 'true' });

describe('demo seed', () => {
  it('posts the demo conversation once the demo members arrive, and only once', async () => {
    const [qingfeng] = [await registerMember(sut, { username: DEMO_USERNAMES[0], nickname: '清风道长' })];
    await registerMember(sut, { username: DEMO_USERNAMES[1], nickname: '明月居士' });
    // Two of three: nothing yet.
    expect(await sut.db.selectFrom('messages').select('id').execute()).toEqual([]);
    await registerMember(sut, { username: DEMO_USERNAMES[2], nickname: '玄真子' });
    await eventually(async () => {
      const rows = await sut.db.selectFrom('messages').select('id').execute();
      return rows.length === DEMO_CONVERSATION.length;
    });
    expect(await seedDemoConversation(sut.ctx)).toBe(0);
    const res = await sut.app.inject({
      method: 'GET',
      url: '/api/chats/daodejing/messages',
      headers: qingfeng!.headers,
    });
    const history = z.array(chatMessage).parse(res.json());
    expect(history.map((m) => m.content).reverse()).toEqual(
      DEMO_CONVERSATION.filter((l) => l.room === 'daodejing').map((l) => l.text),
    );
    expect(history.at(-1)).toMatchObject({ senderName: '清风道长', seq: 1 });
    const general = await sut.db
      .selectFrom('rooms')
      .select('last_seq')
      .where('id', '=', 'general')
      .executeTakeFirstOrThrow();
    expect(Number(general.last_seq)).toBe(DEMO_CONVERSATION.filter((l) => l.room === 'general').length);
    const seated = await sut.db
      .selectFrom('room_members')
      .select('room_id')
      .where('user_id', '=', qingfeng!.id)
      .where('room_id', 'in', [...RECOMMENDED_GROUP_IDS])
      .execute();
    expect(seated).toHaveLength(RECOMMENDED_GROUP_IDS.length);
  });
});
