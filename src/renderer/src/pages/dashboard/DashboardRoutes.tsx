import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { DashboardLanding } from './DashboardLanding';
import { DashboardLayout } from './DashboardLayout';
import { RequireAdmin, RequireUser } from './RequireRole';

/* Each page of the dashboard loads on its first visit. */
const MyProfilePage = lazy(() =>
  import('./profile/MyProfilePage').then((m) => ({ default: m.MyProfilePage })),
);
const EditProfilePage = lazy(() =>
  import('./profile/EditProfilePage').then((m) => ({ default: m.EditProfilePage })),
);
const MyOrdersPage = lazy(() => import('./orders/MyOrdersPage').then((m) => ({ default: m.MyOrdersPage })));
const AddReviewPage = lazy(() =>
  import('./review/AddReviewPage').then((m) => ({ default: m.AddReviewPage })),
);
const OrderDetailPage = lazy(() =>
  import('./orders/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);
const PaymentPage = lazy(() => import('./payment/PaymentPage').then((m) => ({ default: m.PaymentPage })));
const OverviewPage = lazy(() => import('./overview/OverviewPage').then((m) => ({ default: m.OverviewPage })));
const ManageOrdersPage = lazy(() =>
  import('./admin/ManageOrdersPage').then((m) => ({ default: m.ManageOrdersPage })),
);
const AddProductPage = lazy(() =>
  import('./admin/AddProductPage').then((m) => ({ default: m.AddProductPage })),
);
const MakeAdminPage = lazy(() => import('./admin/MakeAdminPage').then((m) => ({ default: m.MakeAdminPage })));
const ManageProductsPage = lazy(() =>
  import('./admin/ManageProductsPage').then((m) => ({ default: m.ManageProductsPage })),
);
const EditProductPage = lazy(() =>
  import('./admin/EditProductPage').then((m) => ({ default: m.EditProductPage })),
);

const NotFoundPage = lazy(() => import('../static/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const dashboardRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      { index: true, element: <DashboardLanding /> },
      { path: 'myprofile', element: <MyProfilePage /> },
      { path: 'myprofile/eidtprofile', element: <EditProfilePage /> },
      // Its owner and admins alike (DESIGN §3a); the server decides whose order it is.
      { path: 'order/:id', element: <OrderDetailPage /> },
      {
        element: <RequireUser />,
        children: [
          { path: 'myorder', element: <MyOrdersPage /> },
          { path: 'addreview', element: <AddReviewPage /> },
          { path: 'payment/:id', element: <PaymentPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: 'overview', element: <OverviewPage /> },
          { path: 'manageorder', element: <ManageOrdersPage /> },
          { path: 'addproduct', element: <AddProductPage /> },
          { path: 'makeadmin', element: <MakeAdminPage /> },
          { path: 'manageproduct', element: <ManageProductsPage /> },
          { path: 'manageproduct/:id', element: <EditProductPage /> },
        ],
      },
    ],
  },
  // An address under /dasboard that names no page: the app's own not-found page, outside the menu.
  { path: '*', element: <NotFoundPage /> },
];

/**
 * `/dasboard/*`: the side menu and its nested pages (spec §2), relative to `/dasboard`. The app's
 * router loads this module, with the complete stylesheet, on the first visit to the dashboard, so
 * the landing page's bundle carries none of its routes; the shell wraps it in its sign-in guard.
 */
export function DashboardRoutes() {
  return useRoutes(dashboardRoutes);
}
