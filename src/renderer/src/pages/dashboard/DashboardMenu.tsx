import { NavLink, SimpleGrid } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingWarehouse,
  IconCashRegister,
  IconChartBar,
  IconCoins,
  IconNotebook,
  IconCirclePlus,
  IconClipboardList,
  IconMessageStar,
  IconShieldPlus,
  IconShoppingCart,
  IconCategory,
  IconHistory,
  IconReceiptTax,
  IconTools,
  IconTruck,
  IconTruckDelivery,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import type { Role } from '@shared/roles';
import { routes } from '@shared/routes';
import { counterText } from '@shared/strings/labels/counterScreen';
import { creditText } from '@shared/strings/labels/credit';
import { dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { categoryAdmin } from '@shared/strings/labels/browse';
import { registerHistoryText } from '@shared/strings/labels/registerHistory';
import { stockText } from '@shared/strings/labels/stock';
import { taxText } from '@shared/strings/labels/tax';
import { useShopTax } from '../../tax/shopTax';

interface MenuItem {
  label: string;
  to: string;
  icon: Icon;
  /** Shown to this role only (a cashier's to admins too); every role when absent. */
  role?: Role;
  /** Other pages that belong under this item (paying is part of My Orders). */
  alsoActiveUnder?: string;
  /** Active on its own address only, not under it (the ledger's pages nest under Stock's). */
  exact?: boolean;
  /** Listed only in a shop with a tax regime (GET /config's `tax.regime`). */
  taxed?: boolean;
}

/**
 * The side menu, in its order: user pages, then My Profile, then admin pages; the admin's
 * Overview comes first of all, as their landing page.
 */
const MENU: readonly MenuItem[] = [
  { label: dashboardMenu.overview, to: routes.overview, icon: IconChartBar, role: 'admin' },
  {
    label: dashboardMenu.myOrders,
    to: routes.myOrders,
    icon: IconShoppingCart,
    role: 'user',
    alsoActiveUnder: routes.payment(''),
  },
  { label: dashboardMenu.addReview, to: routes.addReview, icon: IconMessageStar, role: 'user' },
  { label: creditText.myAccount.menu, to: routes.myAccount, icon: IconNotebook, role: 'user' },
  { label: dashboardMenu.myProfile, to: routes.myProfile, icon: IconUserCircle },
  { label: counterText.menu, to: routes.counter, icon: IconCashRegister, role: 'cashier', exact: true },
  { label: registerHistoryText.menu, to: routes.registerHistory, icon: IconHistory, role: 'cashier' },
  { label: dashboardMenu.manageAllOrders, to: routes.manageOrders, icon: IconClipboardList, role: 'admin' },
  { label: dashboardMenu.addProduct, to: routes.addProduct, icon: IconCirclePlus, role: 'admin' },
  { label: dashboardMenu.makeAdmin, to: routes.makeAdmin, icon: IconShieldPlus, role: 'admin' },
  { label: dashboardMenu.manageProducts, to: routes.manageProducts, icon: IconTools, role: 'cashier' },
  { label: categoryAdmin.menu, to: routes.manageCategories, icon: IconCategory, role: 'admin' },
  {
    label: stockText.menu.ledger,
    to: routes.stockLedger,
    icon: IconBuildingWarehouse,
    role: 'admin',
    exact: true,
  },
  { label: stockText.menu.lowStock, to: routes.lowStock, icon: IconAlertTriangle, role: 'cashier' },
  { label: stockText.menu.suppliers, to: routes.suppliers, icon: IconTruck, role: 'admin' },
  {
    label: stockText.menu.purchaseOrders,
    to: routes.purchaseOrders,
    icon: IconTruckDelivery,
    role: 'admin',
  },
  { label: taxText.menu, to: routes.tax, icon: IconReceiptTax, role: 'admin', taxed: true },
  { label: creditText.receivables.menu, to: routes.receivables, icon: IconCoins, role: 'admin' },
];

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** A column beside the page on wide screens; a two-column grid above it on phones. */
export function DashboardMenu({ role }: { role: Role | null }) {
  const { pathname } = useLocation();
  const taxed = useShopTax().regime !== 'none';
  const items = MENU.filter(
    (item) =>
      (item.role === undefined || item.role === role || (item.role === 'cashier' && role === 'admin')) &&
      (!item.taxed || taxed),
  );
  return (
    <SimpleGrid
      component="nav"
      aria-label={dashboardText.menuLabel}
      cols={{ base: 2, sm: 1 }}
      spacing={4}
      verticalSpacing={4}
    >
      {items.map(({ label, to, icon: ItemIcon, alsoActiveUnder, exact }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
          active={
            (exact ? pathname === to : isUnder(pathname, to)) ||
            (alsoActiveUnder !== undefined && isUnder(pathname, alsoActiveUnder))
          }
          variant="filled"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </SimpleGrid>
  );
}
