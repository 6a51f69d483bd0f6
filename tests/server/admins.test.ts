/**
 * Demoting admins: an admin can demote another admin at once, never themself, and two
 * admins demoting each other at the same moment still leave the shop one admin.
 */
import { describe, expect, it } from 'vitest';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { wholeList, errorOf, bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const admins = async () =>
  wholeList(bodyOf(await env.api.listUsers({ as: env.admin }))).filter((u) => u.role === 'admin');

describe('DELETE /user/admin/{email}', () => {
  it("takes another admin's rights away at once", async () => {
    const colleague = await env.newUser('colleague');
    await env.api.makeAdmin({ as: env.admin, params: { email: colleague.email } });
    expect((await env.api.listAllOrders({ as: colleague })).status).toBe(200);

    const res = await env.api.removeAdmin({ as: env.admin, params: { email: colleague.email } });
    expect(res).toMatchObject({ status: 200, body: { email: colleague.email, role: 'user' } });
    expect((await env.api.listAllOrders({ as: colleague })).status).toBe(403);
  });

  it('refuses an admin removing their own rights (409)', async () => {
    const res = await env.api.removeAdmin({ as: env.admin, params: { email: env.admin.email } });
    expect(res).toMatchObject({ status: 409, body: { message: apiErrors.demoteSelf } });
    expect((await env.api.listAllOrders({ as: env.admin })).status).toBe(200);
  });

  it('two admins demoting each other at once leave exactly one admin', async () => {
    expect((await admins()).map((u) => u.email)).toEqual([env.admin.email]);
    const rival = await env.newUser('rival');
    await env.api.makeAdmin({ as: env.admin, params: { email: rival.email } });
    const [first, second] = await Promise.all([
      env.api.removeAdmin({ as: env.admin, params: { email: rival.email } }),
      env.api.removeAdmin({ as: rival, params: { email: env.admin.email } }),
    ]);
    // The loser is refused either by its guard (already demoted: 403) or by the last-admin rule.
    const loser = first.status === 200 ? second : first;
    expect([first.status, second.status]).toContain(200);
    const refusedBy =
      loser.status === 403
        ? 'guard'
        : loser.status === 409 && errorOf(loser).message === apiErrors.lastAdmin
          ? 'last-admin rule'
          : `nothing (${loser.status})`;
    expect(['guard', 'last-admin rule']).toContain(refusedBy);
    const remaining = first.status === 200 ? env.admin : rival;
    expect((await env.api.listAllOrders({ as: remaining })).status).toBe(200);
    // Either may win the race; the tests after this one act as env.admin, so it is an admin again.
    if (remaining === rival) await env.api.makeAdmin({ as: rival, params: { email: env.admin.email } });
  });

  it('answers 404 for an unknown user and leaves a customer a customer', async () => {
    expect(
      (await env.api.removeAdmin({ params: { email: 'ghost%40toolshop.test' }, as: env.admin })).status,
    ).toBe(404);
    const res = await env.api.removeAdmin({ as: env.admin, params: { email: env.userA.email } });
    expect(res).toMatchObject({ status: 200, body: { role: 'user' } });
  });
});
