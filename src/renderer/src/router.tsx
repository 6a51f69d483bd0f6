import type { ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '@shared/routes';
import { startIdentity } from './auth';
import { RequireAuth } from './auth/RequireAuth';
import { AppLayout } from './layout/AppLayout';
import { layoutRoute, pageRoutes } from './routeTable';
import { RequireAdmin } from './pages/dashboard/RequireRole';
import { HomePage } from './pages/home/HomePage';
import { withCompleteStyles } from './styles/withCompleteStyles';
import { lazyExport } from './ui/lazyExport';

/* Every page but the landing page is its own chunk, fetched on first visit with its full styles. */
const page = <Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) => lazyExport<Name, Module>(() => withCompleteStyles(load()), name);
/**
 * The login, sign-up and account-link pages need the identity service running before their forms
 * can be used.
 */
const withIdentity = async <Loaded,>(loaded: Promise<Loaded>): Promise<Loaded> =>
  (await Promise.all([loaded, startIdentity()]))[0];

const BlogPage = page(() => import('./pages/static/BlogPage'), 'BlogPage');
const PortfolioPage = page(() => import('./pages/static/PortfolioPage'), 'PortfolioPage');
const NotFoundPage = page(() => import('./pages/static/NotFoundPage'), 'NotFoundPage');
const LoginPage = page(() => withIdentity(import('./pages/auth/LoginPage')), 'LoginPage');
const SignUpPage = page(() => withIdentity(import('./pages/auth/SignUpPage')), 'SignUpPage');
// Asking for a reset link is the shop's own call: no identity service needed.
const ForgotPasswordPage = page(() => import('./pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const AccountActionPage = page(
  () => withIdentity(import('./pages/auth/AccountActionPage')),
  'AccountActionPage',
);
const PackingSlipPage = page(() => import('./pages/dashboard/orders/PackingSlipPage'), 'PackingSlipPage');
const DashboardRoutes = page(() => import('./pages/dashboard/DashboardRoutes'), 'DashboardRoutes');
const PurchasePage = page(() => import('./pages/purchase/PurchasePage'), 'PurchasePage');
const CartPage = page(() => import('./pages/cart/CartPage'), 'CartPage');
const CheckoutPage = page(() => import('./pages/checkout/CheckoutPage'), 'CheckoutPage');
const ProductPage = page(() => import('./pages/product/ProductPage'), 'ProductPage');
const BrowsePage = page(() => import('./pages/browse/BrowsePage'), 'BrowsePage');
const CategoriesPage = page(() => import('./pages/browse/CategoriesPage'), 'CategoriesPage');

/** `/signup` and `/dashboard/...` are the usual spellings; the product's own are `/singup` and `/dasboard`. */
function RespellPath({ from, to }: { from: string; to: string }) {
  const { pathname, search, hash, state } = useLocation();
  return <Navigate to={`${to}${pathname.slice(from.length)}${search}${hash}`} replace state={state} />;
}

/*
 * Declarative routing (useRoutes) rather than a data router: the app loads its data with TanStack
 * Query, and the data router's loaders and actions would add some 18 KB (gzip) to the first load.
 */
const routeTree: RouteObject[] = [
  layoutRoute(<AppLayout />, [
    { index: true, element: <HomePage /> },
    ...pageRoutes({
      blog: BlogPage,
      portfolio: PortfolioPage,
      login: LoginPage,
      singup: SignUpPage,
      'forgot-password': ForgotPasswordPage,
      'account/action': AccountActionPage,
      cart: CartPage,
      'product/:id': ProductPage,
      search: BrowsePage,
      category: CategoriesPage,
      'category/:slug': BrowsePage,
    }),
    { path: 'signup', element: <RespellPath from="/signup" to={routes.signup} /> },
    { path: 'dashboard/*', element: <RespellPath from="/dashboard" to={routes.dashboard} /> },
    layoutRoute(<RequireAuth />, [
      ...pageRoutes({ 'purchase/:id': PurchasePage, checkout: CheckoutPage, 'dasboard/*': DashboardRoutes }),
      // Outside the dashboard's frame: the slip is a page of its own, made for paper.
      layoutRoute(<RequireAdmin />, pageRoutes({ 'dasboard/order/:id/slip': PackingSlipPage })),
    ]),
    { path: '*', element: <NotFoundPage /> },
  ]),
];

export function AppRoutes() {
  return useRoutes(routeTree);
}
