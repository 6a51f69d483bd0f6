/** `GET /product/{id}`: a product for sale with its newest reviews, for its page (and the page's server render). */
import type { ProductPage } from '../../shared/entities';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { newestReviewsOf } from '../reviews/reviews';
import { productOut } from '../serialize';
import { findBuyableProduct } from './productWrites';
import { variantsOfProduct } from './variants';

/** The reviews a product's page shows. */
const PRODUCT_PAGE_REVIEWS = 50;

export async function productPage(db: Database, productId: string): Promise<ProductPage> {
  const product = await findBuyableProduct(db, productId);
  if (!product) throw notFound();
  return {
    product: productOut(product, await variantsOfProduct(db, productId)),
    reviews: await newestReviewsOf(db, productId, PRODUCT_PAGE_REVIEWS),
  };
}
