import { describe, expect, it } from 'vitest';
import { ImageCache } from '../../src/server/images/imageCache';

const image = (size: number) => ({ bytes: Buffer.alloc(size), mime: 'image/png', sha256: String(size) });

describe('the image cache', () => {
  it('drops the least recently served images once its byte budget is spent', () => {
    const cache = new ImageCache(100);
    cache.set('a', image(60));
    cache.set('b', image(30));
    cache.get('a');
    cache.set('c', image(30));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.bytes.length).toBe(60);
    expect(cache.get('c')?.bytes.length).toBe(30);
  });

  it('never holds an image larger than the whole budget', () => {
    const cache = new ImageCache(100);
    cache.set('huge', image(101));
    expect(cache.get('huge')).toBeUndefined();
  });
});
