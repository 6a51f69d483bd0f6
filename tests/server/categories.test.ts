/**
 * Categories (docs/search.md): anyone lists them with their product counts; admins add, rename,
 * move and delete them, never more than three levels deep, never under themselves, never with a
 * slug another has, never while a product for sale or a subcategory uses them. Products take a
 * category and a brand.
 */
import { describe, expect, it } from 'vitest';
import type { Category, CategoryCreateInput } from '../../src/shared/catalogueSchemas';
import { catalogueErrors } from '../../src/shared/strings/catalogueMessages';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const add = async (body: CategoryCreateInput): Promise<Category> =>
  bodyOf(await env.api.addCategory({ as: env.admin, body }));
const listed = async () => bodyOf(await env.api.listCategories());

describe('categories', () => {
  it('an admin builds a three-level tree; everyone lists it, parents first, with products counted up the tree', async () => {
    const tools = await add({ name: 'Garden Tools' });
    const power = await add({ name: 'Powered Garden', parentId: tools._id });
    const mowers = await add({ name: 'Lawn Mowers & Trimmers', parentId: power._id });
    expect(tools).toMatchObject({ slug: 'garden-tools', parentId: null, productCount: 0 });
    expect(mowers).toMatchObject({ slug: 'lawn-mowers-and-trimmers', parentId: power._id });
    await env.createProduct({ name: 'Petrol Mower 46 cm', categoryId: mowers._id, brand: 'Greenfield' });
    await env.createProduct({ name: 'Garden Rake', categoryId: tools._id });

    const list = await listed();
    const ids = list.map((c) => c._id);
    expect(ids.indexOf(tools._id)).toBeLessThan(ids.indexOf(power._id));
    expect(ids.indexOf(power._id)).toBeLessThan(ids.indexOf(mowers._id));
    const count = (id: string) => list.find((c) => c._id === id)?.productCount;
    expect([count(tools._id), count(power._id), count(mowers._id)]).toEqual([2, 1, 1]);
  });

  it('refuses a fourth level, naming parentId, and adds nothing', async () => {
    const a = await add({ name: 'Level One' });
    const b = await add({ name: 'Level Two', parentId: a._id });
    const c = await add({ name: 'Level Three', parentId: b._id });
    const before = (await listed()).length;
    const res = await env.api.addCategory({ as: env.admin, body: { name: 'Level Four', parentId: c._id } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: catalogueErrors.tooDeep,
      issues: [{ path: 'parentId', message: catalogueErrors.tooDeep }],
    });
    expect((await listed()).length).toBe(before);
  });

  it('refuses a move that would make a fourth level or put a category inside itself', async () => {
    const top = await add({ name: 'Move Top' });
    const middle = await add({ name: 'Move Middle', parentId: top._id });
    await add({ name: 'Move Bottom', parentId: middle._id });
    const other = await add({ name: 'Move Other' });
    const deeper = await env.api.editCategory({
      as: env.admin,
      params: { id: top._id },
      body: { parentId: other._id },
    });
    expect(deeper.status).toBe(400);
    expect(deeper.body).toMatchObject({ issues: [{ path: 'parentId' }] });
    const loop = await env.api.editCategory({
      as: env.admin,
      params: { id: top._id },
      body: { parentId: middle._id },
    });
    expect(loop.status).toBe(400);
    expect(loop.body).toMatchObject({ message: catalogueErrors.ownDescendant });
    const self = await env.api.editCategory({
      as: env.admin,
      params: { id: top._id },
      body: { parentId: top._id },
    });
    expect(self.status).toBe(400);
    // A two-level branch may go under a top-level category.
    const moved = await env.api.editCategory({
      as: env.admin,
      params: { id: middle._id },
      body: { parentId: other._id },
    });
    expect(bodyOf(moved)).toMatchObject({ parentId: other._id });
  });

  it('keeps slugs unique: 409 naming the slug, on adding and on renaming', async () => {
    await add({ name: 'Sanders', slug: 'sanders' });
    const again = await env.api.addCategory({ as: env.admin, body: { name: 'Sanders' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: catalogueErrors.slugTaken('sanders') });
    const planers = await add({ name: 'Planers' });
    const renamed = await env.api.editCategory({
      as: env.admin,
      params: { id: planers._id },
      body: { slug: 'sanders' },
    });
    expect(renamed.status).toBe(409);
    const badSlug = await env.api.addCategory({ as: env.admin, body: { name: 'Odd', slug: 'Not a slug!' } });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body).toMatchObject({ issues: [{ path: 'slug', message: catalogueErrors.slugInvalid }] });
  });

  it('renames and reorders a category', async () => {
    const clamps = await add({ name: 'Clmaps' });
    const fixed = bodyOf(
      await env.api.editCategory({
        as: env.admin,
        params: { id: clamps._id },
        body: { name: 'Clamps', rank: 5 },
      }),
    );
    expect(fixed).toMatchObject({ name: 'Clamps', slug: 'clmaps', rank: 5 });
  });

  it('refuses to delete a category in use: 409 saying how many products, then deletes it once emptied', async () => {
    const saws = await add({ name: 'Hand Saws' });
    const one = await env.createProduct({ name: 'Tenon Saw', categoryId: saws._id });
    await env.createProduct({ name: 'Hacksaw', categoryId: saws._id });
    const refused = await env.api.deleteCategory({ as: env.admin, params: { id: saws._id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: catalogueErrors.categoryInUse(2) });
    expect(await listed()).toContainEqual(expect.objectContaining({ _id: saws._id, productCount: 2 }));

    await env.api.editProduct({
      as: env.admin,
      params: { id: one._id },
      headers: { 'if-match': String(one.version) },
      body: { categoryId: null },
    });
    expect((await env.api.deleteCategory({ as: env.admin, params: { id: saws._id } })).body).toEqual({
      message: catalogueErrors.categoryInUse(1),
    });
    const remaining = bodyOf(await env.api.listProducts()).find((p) => p.categoryId === saws._id)!;
    // An archived product does not hold its category.
    await env.api.deleteProduct({ as: env.admin, params: { id: remaining._id } });
    const deleted = await env.api.deleteCategory({ as: env.admin, params: { id: saws._id } });
    expect(deleted.status).toBe(200);
    expect((await listed()).some((c) => c._id === saws._id)).toBe(false);
    expect((await env.api.deleteCategory({ as: env.admin, params: { id: saws._id } })).status).toBe(404);
  });

  it('refuses to delete a category with subcategories', async () => {
    const parent = await add({ name: 'Ladders' });
    await add({ name: 'Step Ladders', parentId: parent._id });
    const res = await env.api.deleteCategory({ as: env.admin, params: { id: parent._id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: catalogueErrors.categoryHasChildren(1) });
  });

  it('an unknown parent or product category is 400 naming the field; an unknown category to edit 404', async () => {
    const orphan = await env.api.addCategory({
      as: env.admin,
      body: { name: 'Orphan', parentId: 'nosuchcategory' },
    });
    expect(orphan.status).toBe(400);
    expect(orphan.body).toMatchObject({ issues: [{ path: 'parentId' }] });
    const product = await env.api.addProduct({
      as: env.admin,
      body: {
        name: 'Lost Tool',
        description: 'Somewhere.',
        img: '/api/images/abc',
        minimumOrder: 1,
        availableQuentity: 1,
        price: 3,
        categoryId: 'nosuchcategory',
      },
    });
    expect(product.status).toBe(400);
    expect(product.body).toMatchObject({
      issues: [{ path: 'categoryId', message: catalogueErrors.unknownCategory }],
    });
    const edit = await env.api.editCategory({
      as: env.admin,
      params: { id: 'nosuchcategory' },
      body: { name: 'X' },
    });
    expect(edit.status).toBe(404);
    const empty = await env.api.editCategory({ as: env.admin, params: { id: 'nosuchcategory' }, body: {} });
    expect(empty.status).toBe(400);
  });

  it('a product takes a category and a brand, on POST / and PATCH /{id}, and returns them', async () => {
    const chisels = await add({ name: 'Chisels' });
    const made = await env.createProduct({
      name: 'Bevel Chisel 20 mm',
      categoryId: chisels._id,
      brand: 'Narex',
    });
    expect(made).toMatchObject({ categoryId: chisels._id, brand: 'Narex' });
    const edited = bodyOf(
      await env.api.editProduct({
        as: env.admin,
        params: { id: made._id },
        headers: { 'if-match': String(made.version) },
        body: { brand: '  Stanley ' },
      }),
    );
    expect(edited).toMatchObject({ categoryId: chisels._id, brand: 'Stanley' });
    const listedProduct = bodyOf(await env.api.listProducts()).find((p) => p._id === made._id);
    expect(listedProduct).toMatchObject({ categoryId: chisels._id, brand: 'Stanley' });
    const tooLong = await env.api.editProduct({
      as: env.admin,
      params: { id: made._id },
      headers: { 'if-match': String(edited.version) },
      body: { brand: 'x'.repeat(61) },
    });
    expect(tooLong.status).toBe(400);
  });
});
