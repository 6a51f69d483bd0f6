/** The benchmarks' shop at a real size: the catalogue filled through the API, as staff would. */
import { bodyOf, type Session } from '../support/apiClient';
import { stackApi } from '../e2e/web/support/stackApi';
import { measure } from './measure';

/** Adds products, as `admin`, until the catalogue holds `count` of them. */
export async function fillCatalogue(admin: Session, count: number): Promise<void> {
  const existing = bodyOf(await stackApi.listProducts());
  const img = existing[0]!.img;
  const missing = count - existing.length;
  const created = await measure(
    'fill',
    missing,
    8,
    async (i) => {
      const res = await stackApi.addProduct({
        as: admin,
        body: {
          name: `Bench Fastener Pack ${i + 1}`,
          description:
            'Zinc-plated steel fasteners sorted by size in a stackable organiser box, for workshops that buy by the carton.',
          img,
          minimumOrder: 5,
          availableQuentity: 1000 + i,
          price: 4.5 + (i % 50),
        },
      });
      return res.status;
    },
    201,
  );
  if (created.errors > 0) throw new Error(`${created.errors} products could not be added`);
}
