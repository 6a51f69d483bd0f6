import { Image } from '@mantine/core';
import { currentTransport } from '../api/client';

/** Whole on a light ground, loaded as it scrolls into view. */
const THUMBNAIL = { fit: 'contain', radius: 'sm', bg: 'gray.0', loading: 'lazy' } as const;

/** A product's picture in a square of `size` px, as the dashboard's lists and forms show it. */
export function ProductImage({ img, alt, size }: { img: string; alt: string; size: number }) {
  return <Image src={currentTransport().assetUrl(img)} alt={alt} w={size} h={size} {...THUMBNAIL} />;
}
