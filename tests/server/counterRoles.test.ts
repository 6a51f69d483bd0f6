/**
 * The cashier role (docs/counter.md): set from Make Admin's role choice, never leaving the shop without
 * an admin; a cashier reads the product list and stock and gets 403 from the admin's calls; customers
 * and visitors are kept away from the counter. After each test, every product's stock is the sum of
 * its movements.
 */
import { describe, expect, it } from 'vitest';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { counterErrors } from '../../src/shared/strings/counterMessages';
import { bodyOf, errorOf, wholeList } from './support/environment';
import { counterSuite } from './support/counter';

const { env, cashier, saleId, stockItemOf } = counterSuite();

describe('the cashier role', () => {
  it('is set from Make Admin, and PUT /user/admin still makes an admin', async () => {
    const person = await env.newUser('roles');
    const set = await env.api.setRole({
      as: env.admin,
      params: { email: person.email },
      body: { role: 'cashier' },
    });
    expect(bodyOf(set).role).toBe('cashier');
    expect(bodyOf(await env.api.makeAdmin({ as: env.admin, params: { email: person.email } })).role).toBe(
      'admin',
    );
    const back = await env.api.setRole({
      as: env.admin,
      params: { email: person.email },
      body: { role: 'user' },
    });
    expect(bodyOf(back).role).toBe('user');
  });

  it('refuses a role that is none, an unknown account, a customer or a cashier asking, and demoting oneself', async () => {
    const bad = await env.api.setRole({
      as: env.admin,
      params: { email: cashier.email },
      body: { role: 'owner' } as never,
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(counterErrors.badRole);
    const unknown = await env.api.setRole({
      as: env.admin,
      params: { email: 'nobody@example.com' },
      body: { role: 'cashier' },
    });
    expect(unknown.status).toBe(404);
    for (const as of [env.userA, cashier]) {
      const refused = await env.api.setRole({ as, params: { email: as.email }, body: { role: 'admin' } });
      expect(refused.status).toBe(403);
    }
    const self = await env.api.setRole({
      as: env.admin,
      params: { email: env.admin.email },
      body: { role: 'user' },
    });
    expect(self.status).toBe(409);
    expect(errorOf(self).message).toBe(apiErrors.demoteSelf);
    expect(
      bodyOf(await env.api.listUsers({ as: env.admin, query: { email: env.admin.email } })),
    ).toMatchObject([{ role: 'admin' }]);
  });

  it('never demotes the last admin, even when two admins demote each other at once', async () => {
    const second = await env.newUser('second-admin');
    await env.api.makeAdmin({ as: env.admin, params: { email: second.email } });
    const [one, other] = await Promise.all([
      env.api.setRole({ as: env.admin, params: { email: second.email }, body: { role: 'cashier' } }),
      env.api.setRole({ as: second, params: { email: env.admin.email }, body: { role: 'cashier' } }),
    ]);
    const statuses = [one.status, other.status].sort();
    // One wins; the other finds the shop would have no admin left (or is no admin any more).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = wholeList(
      bodyOf(await env.api.listUsers({ as: one.status === 200 ? env.admin : second, query: {} })),
    ).filter((user) => user.role === 'admin');
    expect(admins.length).toBeGreaterThanOrEqual(1);
    if (other.status === 200) {
      await env.api.setRole({ as: second, params: { email: env.admin.email }, body: { role: 'admin' } });
    }
    await env.api.setRole({ as: env.admin, params: { email: second.email }, body: { role: 'user' } });
  });

  it('reads the product list and stock, and gets 403 from admin calls', async () => {
    const product = await env.createProduct({ availableQuentity: 4 });
    expect((await env.api.listProducts({ as: cashier })).status).toBe(200);
    expect(await stockItemOf(product)).toBe(4);
    expect((await env.api.lowStock({ as: cashier })).status).toBe(200);
    for (const refused of [
      await env.api.listAllOrders({ as: cashier, query: {} }),
      await env.api.stockMovements({ as: cashier, query: {} }),
      await env.api.adjustStock({ as: cashier, body: { variantId: product._id, kind: 'lost', quantity: 1 } }),
      await env.api.editProduct({ as: cashier, params: { id: product._id }, body: { price: 1 } }),
      await env.api.makeAdmin({ as: cashier, params: { email: cashier.email } }),
      await env.api.shopStats({ as: cashier }),
    ]) {
      expect(refused.status).toBe(403);
    }
    expect(await stockItemOf(product)).toBe(4);
  });

  it('keeps customers and visitors away from the counter', async () => {
    expect((await env.api.registerSessions({ as: env.userA, query: {} })).status).toBe(403);
    expect((await env.api.registerSessions({ as: env.anon, query: {} })).status).toBe(401);
    const sale = await env.api.counterSale({
      as: env.userA,
      body: { saleId: saleId(), sessionId: 'x', lines: [{ variantId: 'x', quantity: 1 }], payments: [] },
    });
    expect(sale.status).toBe(403);
  });
});
