import { useRoutes, type RouteObject } from 'react-router-dom';
import { layoutRoute, pageRoutes } from '../../routeTable';
import { lazyExport } from '../../ui/lazyExport';
import { DashboardLanding } from './DashboardLanding';
import { DashboardLayout } from './DashboardLayout';
import { RequireAdmin, RequireStaff, RequireUser } from './RequireRole';

/* Each page of the dashboard loads on its first visit. */
const MyProfilePage = lazyExport(() => import('./profile/MyProfilePage'), 'MyProfilePage');
const EditProfilePage = lazyExport(() => import('./profile/EditProfilePage'), 'EditProfilePage');
const MyOrdersPage = lazyExport(() => import('./orders/MyOrdersPage'), 'MyOrdersPage');
const AddReviewPage = lazyExport(() => import('./review/AddReviewPage'), 'AddReviewPage');
const OrderDetailPage = lazyExport(() => import('./orders/OrderDetailPage'), 'OrderDetailPage');
const PaymentPage = lazyExport(() => import('./payment/PaymentPage'), 'PaymentPage');
const OverviewPage = lazyExport(() => import('./overview/OverviewPage'), 'OverviewPage');
const ManageOrdersPage = lazyExport(() => import('./admin/ManageOrdersPage'), 'ManageOrdersPage');
const AddProductPage = lazyExport(() => import('./admin/AddProductPage'), 'AddProductPage');
const MakeAdminPage = lazyExport(() => import('./admin/MakeAdminPage'), 'MakeAdminPage');
const ManageProductsPage = lazyExport(() => import('./admin/ManageProductsPage'), 'ManageProductsPage');
const EditProductPage = lazyExport(() => import('./admin/EditProductPage'), 'EditProductPage');
const CatalogueImportPage = lazyExport(() => import('./admin/CatalogueImportPage'), 'CatalogueImportPage');
const CategoriesPage = lazyExport(() => import('./admin/CategoriesPage'), 'CategoriesPage');
const StockLedgerPage = lazyExport(() => import('./stock/StockLedgerPage'), 'StockLedgerPage');
const LowStockPage = lazyExport(() => import('./stock/LowStockPage'), 'LowStockPage');
const SuppliersPage = lazyExport(() => import('./stock/SuppliersPage'), 'SuppliersPage');
const PurchaseOrdersPage = lazyExport(() => import('./stock/PurchaseOrdersPage'), 'PurchaseOrdersPage');
const NewPurchaseOrderPage = lazyExport(() => import('./stock/NewPurchaseOrderPage'), 'NewPurchaseOrderPage');
const PurchaseOrderPage = lazyExport(() => import('./stock/PurchaseOrderPage'), 'PurchaseOrderPage');
const CounterPage = lazyExport(() => import('./counter/CounterPage'), 'CounterPage');
const RegisterHistoryPage = lazyExport(() => import('./counter/RegisterHistoryPage'), 'RegisterHistoryPage');
const TaxPage = lazyExport(() => import('./tax/TaxPage'), 'TaxPage');
const CustomerAccountPage = lazyExport(() => import('./credit/CustomerAccountPage'), 'CustomerAccountPage');
const ReceivablesPage = lazyExport(() => import('./credit/ReceivablesPage'), 'ReceivablesPage');
const MyAccountPage = lazyExport(() => import('./credit/MyAccountPage'), 'MyAccountPage');

const NotFoundPage = lazyExport(() => import('../static/NotFoundPage'), 'NotFoundPage');

const dashboardRoutes: RouteObject[] = [
  layoutRoute(<DashboardLayout />, [
    { index: true, element: <DashboardLanding /> },
    ...pageRoutes({
      myprofile: MyProfilePage,
      'myprofile/eidtprofile': EditProfilePage,
      // Its owner and admins alike; the server decides whose order it is.
      'order/:id': OrderDetailPage,
    }),
    layoutRoute(
      <RequireUser />,
      pageRoutes({
        myorder: MyOrdersPage,
        addreview: AddReviewPage,
        'payment/:id': PaymentPage,
        myaccount: MyAccountPage,
      }),
    ),
    // A cashier sells, and reads the products and what runs low; every change stays the admins'.
    layoutRoute(
      <RequireStaff />,
      pageRoutes({
        'counter/history': RegisterHistoryPage,
        manageproduct: ManageProductsPage,
        'stock/low': LowStockPage,
        // A cashier takes a customer's payment and reads their statement; the credit terms are the admins'.
        'customers/:id': CustomerAccountPage,
      }),
    ),
    layoutRoute(
      <RequireAdmin />,
      pageRoutes({
        overview: OverviewPage,
        manageorder: ManageOrdersPage,
        addproduct: AddProductPage,
        makeadmin: MakeAdminPage,
        'manageproduct/import': CatalogueImportPage,
        'manageproduct/:id': EditProductPage,
        categories: CategoriesPage,
        stock: StockLedgerPage,
        'stock/suppliers': SuppliersPage,
        'stock/purchase-orders': PurchaseOrdersPage,
        'stock/purchase-orders/new': NewPurchaseOrderPage,
        'stock/purchase-orders/:id': PurchaseOrderPage,
        tax: TaxPage,
        receivables: ReceivablesPage,
      }),
    ),
  ]),
  // The till takes the whole window, with its own bar, as a point of sale does (the app's frame leaves it out too).
  layoutRoute(<RequireStaff />, pageRoutes({ counter: CounterPage })),
  // An address under /dasboard that names no page: the app's own not-found page, outside the menu.
  { path: '*', element: <NotFoundPage /> },
];

/**
 * `/dasboard/*`: the side menu and its nested pages, relative to `/dasboard`, and the till beside them. The app's
 * router loads this module, with the complete stylesheet, on the first visit to the dashboard, so
 * the landing page's bundle carries none of its routes; the shell wraps it in its sign-in guard.
 */
export function DashboardRoutes() {
  return useRoutes(dashboardRoutes);
}
