/** `GET /product/{id}`: a product for sale with its newest reviews, for its page (and the page's server render). */
import { sql } from 'drizzle-orm';
import type { ProductPage } from '../../shared/entities';
import { queryRows, type Database } from '../db/database';
import { categories } from '../db/schema';
import { notFound } from '../http/errors';
import { newestReviewsOf } from '../reviews/reviews';
import { productOut } from '../serialize';
import { findBuyableProduct } from './productWrites';
import { variantsOfProduct } from './variants';

/** The reviews a product's page shows. */
const PRODUCT_PAGE_REVIEWS = 50;

/** The category `id` and those above it, top first: Tools › Power tools › Drills. */
async function categoryTrail(db: Database, id: string | null): Promise<ProductPage['categoryTrail']> {
  if (id === null) return [];
  return queryRows<{ name: string; slug: string }>(
    db,
    sql`with recursive up as (
      select id, parent_id, name, slug, 0 as depth from ${categories} where id = ${id}
      union all
      select c.id, c.parent_id, c.name, c.slug, up.depth + 1 from ${categories} c join up on c.id = up.parent_id
    )
    select name, slug from up order by depth desc`,
  );
}

export async function productPage(db: Database, productId: string): Promise<ProductPage> {
  const product = await findBuyableProduct(db, productId);
  if (!product) throw notFound();
  return {
    product: productOut(product, await variantsOfProduct(db, productId)),
    categoryTrail: await categoryTrail(db, product.categoryId),
    reviews: await newestReviewsOf(db, productId, PRODUCT_PAGE_REVIEWS),
  };
}
