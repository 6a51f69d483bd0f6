import { AspectRatio, Image } from '@mantine/core';
import type { Product } from '@shared/entities';
import { currentTransport } from '../../api/client';

/** A tool's picture, named by the tool, in the 4:3 room kept for it before it arrives: nothing below it moves. */
export function ProductPicture({
  product,
  fit,
  fetchPriority,
}: {
  product: Pick<Product, 'img' | 'name'>;
  fit: 'contain' | 'cover';
  /** `high` for the page's largest picture: fetched first. */
  fetchPriority?: 'high';
}) {
  return (
    <AspectRatio ratio={4 / 3}>
      <Image
        src={currentTransport().assetUrl(product.img)}
        alt={product.name}
        fit={fit}
        fetchPriority={fetchPriority}
      />
    </AspectRatio>
  );
}
