import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@shared/entities';
import { routes } from '@shared/routes';
import { productStock, shortOfMinimum } from '@shared/stock';
import { common, sortLabels } from '@shared/strings/labels/common';
import { admin, dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRole } from '../../../stores/session';
import { refreshAfterProductChange } from '../../../api/refreshes';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { ProductImage } from '../../../ui/ProductImage';
import type { Column } from '../table/DataTable';
import { useQueryTable } from '../table/pageTable';
import { RowButton } from '../table/TableButtons';
import { TablePage } from '../table/TablePage';
import { byDate, byText, reversed, type SortOption } from '../table/useTableView';
import { CatalogueCsvButtons } from './CatalogueCsvButtons';
import { formatPrice } from '../../../money';

const text = dashboardText.manageProducts;
const [image, name, price, minimumOrder, stock, action] = text.columns;

const nameAsc = byText<Product>((product) => product.name);
const oldestFirst = byDate<Product>((product) => product.createdAt);
const SORTS: readonly [SortOption<Product>, ...SortOption<Product>[]] = [
  { value: 'newest', label: sortLabels.newestFirst, compare: reversed(oldestFirst) },
  { value: 'oldest', label: sortLabels.oldestFirst, compare: oldestFirst },
  { value: 'name', label: sortLabels.nameAsc, compare: nameAsc },
  { value: 'name-desc', label: sortLabels.nameDesc, compare: reversed(nameAsc) },
  {
    value: 'stock',
    label: sortLabels.lowestStock,
    compare: (a, b) => a.availableQuentity - b.availableQuentity,
  },
];
const searchText = (product: Product) => product.name;

/** `/dasboard/manageproduct`: the catalogue, each product deletable after a confirmation. */
export function ManageProductsPage() {
  const queryClient = useQueryClient();
  const productsQuery = useQuery({ queryKey: queryKeys.products, queryFn: () => call('listProducts') });
  const [toDelete, setToDelete] = useState<Product | null>(null);
  // A cashier reads the list; editing, deleting and the CSV are the admins'.
  const mayEdit = useRole() === 'admin';
  const columns: readonly Column<Product>[] = [
    { label: image, cell: (product) => <ProductImage img={product.img} alt={product.name} size={64} /> },
    {
      label: name,
      cell: (product) => (
        <Text fw={600} inherit>
          {product.name}
        </Text>
      ),
    },
    { label: price, numeric: true, cell: (product) => formatPrice(product.price) },
    { label: minimumOrder, numeric: true, cell: (product) => product.minimumOrder },
    {
      label: stock,
      numeric: true,
      cell: (product) => (
        <Stack gap={4} align="flex-end">
          {product.availableQuentity}
          {shortOfMinimum(productStock(product)) && (
            <Badge color="red" variant="light" tt="none" style={{ flexShrink: 0 }}>
              {text.lowStock}
            </Badge>
          )}
        </Stack>
      ),
    },
  ];
  const editing: readonly Column<Product>[] = [
    {
      label: action,
      cell: (product) => (
        <Group gap="xs" wrap="nowrap">
          <RowButton
            icon={IconPencil}
            label={text.edit}
            to={routes.editProduct(product._id)}
            aria-label={`${text.edit} ${product.name}`}
          />
          <RowButton
            icon={IconTrash}
            label={text.delete}
            color="red"
            onClick={() => setToDelete(product)}
            aria-label={`${text.delete} ${product.name}`}
          />
        </Group>
      ),
    },
  ];

  const table = useQueryTable(productsQuery, {
    columns: mayEdit ? [...columns, ...editing] : columns,
    sorts: SORTS,
    searchText,
  });

  const remove = useMutation({
    mutationFn: (product: Product) => call('deleteProduct', { params: { id: product._id } }),
    onSuccess: async (_result, product) => {
      setToDelete(null);
      notifySuccess(common.deleted(product.name));
      await refreshAfterProductChange(queryClient);
    },
    onError: notifyError,
  });

  return (
    <>
      <TablePage
        title={dashboardMenu.manageProducts}
        table={table}
        emptyText={text.empty}
        toolbar={mayEdit && <CatalogueCsvButtons />}
      />
      <Modal
        opened={toDelete !== null}
        onClose={() => !remove.isPending && setToDelete(null)}
        title={text.confirmTitle}
        centered
      >
        <Text mb="sm">{admin.deleteConfirm}</Text>
        <Text fw={700} mb="lg">
          {toDelete?.name}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setToDelete(null)} disabled={remove.isPending}>
            {common.cancel}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => toDelete && remove.mutate(toDelete)}>
            {text.delete}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
