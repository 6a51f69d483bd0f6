/**
 * A benchmark's shop, stocked through its API as an admin would: `products` tools with stock for
 * every order of the run, and `customers` signed up and signed in, each from an address of its own
 * (x-forwarded-for, with TRUST_PROXY) so their sign-ins stay under the per-address limit.
 */
import type { Product } from '../../src/shared/entities';
import { TEST_PASSWORD } from '../server/support/constants';
import { bodyOf, createApiClient, fetchTransport, type ApiClient, type Session } from '../support/apiClient';
import { logIn, type IdentityEmulator } from '../support/identity';
import { BENCH_ADMIN } from './benchServers';

export interface BenchCustomer {
  email: string;
  uid: string;
  session: Session;
  /** The session's bearer token. */
  token: string;
}

export interface BenchShop {
  api: ApiClient;
  /** The shop's admin, signed in. */
  admin: BenchCustomer;
  products: Product[];
  customers: BenchCustomer[];
}

/** A signed-in person of the benchmark, with the uid their token names. */
function benchPerson(email: string, session: Session): BenchCustomer {
  const token = session.headers.authorization!.replace(/^Bearer /, '');
  const uid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { email, uid, session, token };
}

export async function stockBenchShop(
  base: string,
  identity: IdentityEmulator,
  {
    tag,
    products: count,
    customers: people,
    purpose,
  }: { tag: string; products: number; customers: number; purpose: string },
): Promise<BenchShop> {
  const api = createApiClient(fetchTransport(new URL(base).origin));
  const admin = benchPerson(
    BENCH_ADMIN.email,
    await logIn(api, BENCH_ADMIN.email, await identity.signIn(BENCH_ADMIN.email, BENCH_ADMIN.password), {
      'x-forwarded-for': '10.1.0.1',
    }),
  );
  const products: Product[] = [];
  for (let i = 0; i < count; i++) {
    const added = await api.addProduct({
      as: admin.session,
      body: {
        name: `Bench tool ${i}`,
        description: `A tool for the ${purpose} benchmark.`,
        img: 'https://toolshop.test/tool.png',
        minimumOrder: 1,
        availableQuentity: 1_000_000,
        price: 1 + (i % 200) + 0.99,
      },
    });
    products.push(bodyOf(added));
  }
  const customers = await Promise.all(
    Array.from({ length: people }, async (_, n) => {
      const email = `${purpose}${n}x${tag}@toolshop.test`;
      const session = await logIn(api, email, await identity.signUp(email, TEST_PASSWORD), {
        'x-forwarded-for': `10.0.0.${n + 1}`,
      });
      return benchPerson(email, session);
    }),
  );
  return { api, admin, products, customers };
}
