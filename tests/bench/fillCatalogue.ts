/** The benchmarks' shop at a real size: the catalogue filled through the API, as staff would. */
import type { Product } from '../../src/shared/entities';
import { apiURL } from '../e2e/web/support/stack';
import { measure } from './measure';

/** Adds products, as the admin whose `token` is given, until the catalogue holds `count` of them. */
export async function fillCatalogue(token: string, count: number): Promise<void> {
  const existing = (await (await fetch(`${apiURL}/`)).json()) as Product[];
  const img = existing[0]!.img;
  const missing = count - existing.length;
  const created = await measure(
    'fill',
    missing,
    8,
    async (i) => {
      const res = await fetch(`${apiURL}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: `Bench Fastener Pack ${i + 1}`,
          description:
            'Zinc-plated steel fasteners sorted by size in a stackable organiser box, for workshops that buy by the carton.',
          img,
          minimumOrder: 5,
          availableQuentity: 1000 + i,
          price: 4.5 + (i % 50),
        }),
      });
      await res.arrayBuffer();
      return res.status;
    },
    201,
  );
  if (created.errors > 0) throw new Error(`${created.errors} products could not be added`);
}
