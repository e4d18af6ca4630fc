import { listen } from '@taishan/testing';
import { describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Member,
  makeIdCard,
  registerMember,
  submit,
  useVerificationService,
} from '../test/harness.js';

const sut = useVerificationService();

async function apply(member: Member) {
  const res = await submit(sut, member, { idCard: makeIdCard(), realName: '王重阳', phone: '13700001111' });
  expect(res.statusCode).toBe(201);
  return res.json().verification.id as string;
}

const review = async (id: string, payload: Record<string, unknown>) =>
  sut.app.inject({
    method: 'POST',
    url: `/api/admin/verifications/${id}/review`,
    headers: await adminHeaders(sut),
    payload,
  });

const storedStatus = async (id: string) =>
  (await sut.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

/** What the applicant's open apps hear, with the stored status when each frame arrived. */
async function appsOf(member: Member, applicationId: string) {
  const live = listen(sut, `deliver.user.${member.id}`, { atArrival: () => storedStatus(applicationId) });
  await live.ready();
  return live;
}

describe('verification_decided on deliver.user.<id>', () => {
  it('tells the applicant, and nobody else, once the approval committed', async () => {
    const applicant = await registerMember(sut);
    const bystander = await registerMember(sut);
    const id = await apply(applicant);
    const mine = await appsOf(applicant, id);
    const theirs = listen(sut, `deliver.user.${bystander.id}`);
    await theirs.ready();
    expect((await review(id, { action: 'approve' })).statusCode).toBe(200);
    expect(await mine.waitFor('verification_decided')).toEqual({
      type: 'verification_decided',
      data: { applicationId: id, status: 'approved', reason: null },
    });
    expect(mine.atArrival).toEqual(['approved']);
    await theirs.ready();
    expect(theirs.seen).toEqual([]);
    mine.stop();
    theirs.stop();
  });

  it('tells the applicant a rejection with its reason', async () => {
    const applicant = await registerMember(sut);
    const id = await apply(applicant);
    const mine = await appsOf(applicant, id);
    expect((await review(id, { action: 'reject', reason: ' 身份证照片不清晰 ' })).statusCode).toBe(200);
    expect(await mine.waitFor('verification_decided')).toEqual({
      type: 'verification_decided',
      data: { applicationId: id, status: 'rejected', reason: '身份证照片不清晰' },
    });
    expect(mine.atArrival).toEqual(['rejected']);
    mine.stop();
  });

  it('tells nothing more when a second decision is refused', async () => {
    const applicant = await registerMember(sut);
    const id = await apply(applicant);
    expect((await review(id, { action: 'approve' })).statusCode).toBe(200);
    const mine = await appsOf(applicant, id);
    expect((await review(id, { action: 'reject', reason: '再审' })).statusCode).toBe(409);
    await mine.ready();
    expect(mine.seen).toEqual([]);
    mine.stop();
  });
});
