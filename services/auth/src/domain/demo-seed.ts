import { usersRepository } from '../db/users-repository.js';
import { register } from './accounts.js';
import type { AuthContext } from './context.js';
import { updateProfile } from './profile.js';

/** `pnpm start` on an empty database shows a living community, not an empty one; tests never seed. */
export const DEMO_MEMBERS = [
  { username: 'qingfeng', nickname: '清风道长', bio: '上善若水，水善利万物而不争' },
  { username: 'mingyue', nickname: '明月居士', bio: '致虚极，守静笃' },
  { username: 'xuanzhen', nickname: '玄真子', bio: '知人者智，自知者明' },
] as const;
export const DEMO_PASSWORD = 'daoyou123';

export async function seedDemoMembers(ctx: AuthContext): Promise<number> {
  if (await usersRepository.hasMembers(ctx.db)) return 0;
  let created = 0;
  for (const m of DEMO_MEMBERS) {
    if (await usersRepository.usernameTaken(ctx.db, m.username)) continue;
    const row = await register(ctx, {
      username: m.username,
      password: DEMO_PASSWORD,
      nickname: m.nickname,
      email: null,
    });
    await updateProfile(
      ctx,
      row.id,
      { nickname: m.nickname, email: null, phone: null, bio: m.bio },
      row.profile_version,
    );
    created += 1;
  }
  return created;
}
