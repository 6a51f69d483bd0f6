/**
 * `/dasboard/categories`: staff add, rename, move and delete the catalogue's categories (three
 * levels at most; docs/search.md). The API refuses what would break the tree, saying why.
 */
import { useState } from 'react';
import { Anchor, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MAX_CATEGORY_DEPTH, type Category } from '@shared/catalogueSchemas';
import { routes } from '@shared/routes';
import { categoryAdmin as t } from '@shared/strings/labels/browse';
import { common, sortLabels } from '@shared/strings/labels/common';
import { taxFieldText } from '@shared/strings/labels/taxFields';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ApiError } from '../../../api/transport';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { useShopTax, type ShopTax } from '../../../tax/shopTax';
import { choiceOfRate, rateChoices, rateOfChoice } from './taxRateChoices';
import { notifySuccess } from '../../../ui/notify';
import { WholeNumberInput } from '../../../ui/WholeNumberInput';
import { FormDialog } from '../FormDialog';
import { useRecordSave } from '../useRecordSave';
import type { Column } from '../table/DataTable';
import { useQueryTable } from '../table/pageTable';
import { RowButton, ToolbarButton } from '../table/TableButtons';
import { TablePage } from '../table/TablePage';
import { CategorySelect, categoryDepths } from './CategorySelect';
import type { SortOption } from '../table/useTableView';

/** The list's own order: parents before their children. */
const SORTS: readonly [SortOption<Category>, ...SortOption<Category>[]] = [
  { value: 'tree', label: t.treeOrder, compare: () => 0 },
  { value: 'name', label: sortLabels.nameAsc, compare: (a, b) => a.name.localeCompare(b.name) },
];

const problemOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

export function CategoriesPage() {
  const queryClient = useQueryClient();
  const tax = useShopTax();
  const categories = useQuery({ queryKey: queryKeys.categories, queryFn: () => call('listCategories') });
  // undefined: no dialog; null: adding one.
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (category: Category) => call('deleteCategory', { params: { id: category._id } }),
    onSuccess: async (_, category) => {
      notifySuccess(t.deleted(category.name));
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    },
    onError: (error) => setDeleteProblem(problemOf(error)),
  });
  const depth = categoryDepths(categories.data ?? []);
  const columns: readonly Column<Category>[] = [
    {
      label: t.name,
      cell: (c) => (
        <Text span pl={((depth.get(c._id) ?? 1) - 1) * 20} fw={c.parentId ? 400 : 700}>
          {c.parentId ? '↳ ' : ''}
          {c.name}
        </Text>
      ),
    },
    {
      label: t.slug,
      breakAnywhere: true,
      cell: (c) => (
        <Anchor component={Link} to={routes.category(c.slug)} aria-label={t.view(c.name)}>
          {c.slug}
        </Anchor>
      ),
    },
    { label: t.products, numeric: true, cell: (c) => c.productCount },
    { label: t.rank, numeric: true, cell: (c) => c.rank },
    ...(tax.regime === 'none'
      ? []
      : [
          {
            label: taxFieldText.rate,
            cell: (c: Category) =>
              c.taxRate === null
                ? taxFieldText.shopDefault(tax.defaultRate)
                : taxFieldText.percent(c.taxRate),
          },
        ]),
    {
      label: t.actions,
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <RowButton
            icon={IconPencil}
            label={t.edit}
            aria-label={t.editTitle(c.name)}
            onClick={() => setEditing(c)}
          />
          <RowButton
            icon={IconTrash}
            label={t.delete}
            variant="subtle"
            color="red"
            aria-label={t.confirmDelete(c.name)}
            onClick={() => {
              setDeleteProblem(null);
              setDeleting(c);
            }}
          />
        </Group>
      ),
    },
  ];
  const table = useQueryTable(categories, {
    columns,
    sorts: SORTS,
    searchText: (c) => `${c.name} ${c.slug}`,
    pageSize: 50,
  });
  const addButton = <ToolbarButton icon={IconPlus} label={t.add} onClick={() => setEditing(null)} />;
  return (
    <>
      <TablePage title={t.title} table={table} emptyText={t.none} action={addButton} />
      {editing !== undefined && (
        <CategoryDialog
          category={editing}
          categories={categories.data ?? []}
          depth={depth}
          tax={tax}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={deleting ? t.confirmDelete(deleting.name) : ''}
        confirmLabel={t.delete}
        cancelLabel={common.cancel}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <Stack gap="sm">
          <span>{t.confirmDeleteBody}</span>
          {deleteProblem && (
            <Text c="red.8" role="alert">
              {deleteProblem}
            </Text>
          )}
        </Stack>
      </ConfirmModal>
    </>
  );
}

interface CategoryFormValues {
  name: string;
  slug: string;
  parentId: string;
  rank: number | string;
  /** '' for none of its own: the shop's default. */
  taxRate: string;
}

/**
 * Adds a category (`category` null) or saves the one being edited; a blank slug or rank is left to the
 * server. A shop with no tax regime is asked no rate, and sends none.
 */
const sendCategory = (tax: ShopTax) => (category: Category | null, values: CategoryFormValues) => {
  const body = {
    name: values.name,
    parentId: values.parentId || null,
    ...(values.slug.trim() && { slug: values.slug.trim() }),
    ...(values.rank !== '' && { rank: Number(values.rank) }),
    ...(tax.regime !== 'none' && { taxRate: rateOfChoice(values.taxRate) }),
  };
  return category
    ? call('editCategory', { params: { id: category._id }, body })
    : call('addCategory', { body });
};

/** Adds a category (`category` null) or edits one; the parent offered is any that leaves room below it. */
function CategoryDialog({
  category,
  categories,
  depth,
  tax,
  onClose,
}: {
  category: Category | null;
  categories: Category[];
  depth: Map<string, number>;
  tax: ShopTax;
  onClose: () => void;
}) {
  const form = useForm<CategoryFormValues>({
    initialValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parentId: category?.parentId ?? '',
      rank: category?.rank ?? '',
      taxRate: choiceOfRate(category?.taxRate ?? null),
    },
  });
  const save = useRecordSave(category, {
    send: sendCategory(tax),
    texts: t,
    refresh: queryKeys.categories,
    onClose,
    // The API names the field each rule is about: its words go under that field too.
    onError: (error) => {
      if (error instanceof ApiError)
        for (const issue of error.body.issues ?? [])
          if (issue.path) form.setFieldError(issue.path, issue.message);
    },
  });
  const parents = categories.filter(
    (c) => c._id !== category?._id && (depth.get(c._id) ?? 1) < MAX_CATEGORY_DEPTH,
  );
  return (
    <FormDialog
      title={category ? t.editTitle(category.name) : t.add}
      form={form}
      save={save}
      submitLabel={t.save}
      onClose={onClose}
    >
      <TextInput label={t.name} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t.slug} description={t.slugHint} {...form.getInputProps('slug')} />
      <CategorySelect
        label={t.parent}
        noneLabel={t.topLevel}
        categories={parents}
        depth={depth}
        {...form.getInputProps('parentId')}
      />
      <WholeNumberInput label={t.rank} min={0} max={9999} maw={160} {...form.getInputProps('rank')} />
      {tax.regime !== 'none' && (
        <NativeSelect
          label={taxFieldText.rate}
          description={taxFieldText.categoryRateHint}
          data={rateChoices(tax, taxFieldText.shopDefault(tax.defaultRate), form.getValues().taxRate)}
          maw={320}
          {...form.getInputProps('taxRate')}
        />
      )}
    </FormDialog>
  );
}
