/**
 * `/dasboard/categories`: staff add, rename, move and delete the catalogue's categories (three
 * levels at most; docs/search.md). The API refuses what would break the tree, saying why.
 */
import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MAX_CATEGORY_DEPTH, type Category } from '@shared/catalogueSchemas';
import { routes } from '@shared/routes';
import { categoryAdmin as t } from '@shared/strings/labels/browse';
import { common, sortLabels } from '@shared/strings/labels/common';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ApiError } from '../../../api/transport';
import { ActionDialog } from '../../../ui/ActionDialog';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { notifySuccess } from '../../../ui/notify';
import type { Column } from '../table/DataTable';
import { TablePage } from '../table/TablePage';
import type { SortOption } from '../table/useTableView';

/** The list's own order: parents before their children. */
const SORTS: readonly [SortOption<Category>, ...SortOption<Category>[]] = [
  { value: 'tree', label: t.treeOrder, compare: () => 0 },
  { value: 'name', label: sortLabels.nameAsc, compare: (a, b) => a.name.localeCompare(b.name) },
];

/** How deep each category sits (1 at the top), from the flat list. */
function depths(categories: readonly Category[]): Map<string, number> {
  const byId = new Map(categories.map((c) => [c._id, c]));
  const depthOf = (c: Category): number => (c.parentId ? 1 + depthOf(byId.get(c.parentId) ?? c) : 1);
  return new Map(categories.map((c) => [c._id, c.parentId && byId.has(c.parentId) ? depthOf(c) : 1]));
}

const problemOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

export function CategoriesPage() {
  const queryClient = useQueryClient();
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
  const depth = depths(categories.data ?? []);
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
    {
      label: t.actions,
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t.editTitle(c.name)}
            onClick={() => setEditing(c)}
          >
            {t.edit}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t.confirmDelete(c.name)}
            onClick={() => {
              setDeleteProblem(null);
              setDeleting(c);
            }}
          >
            {t.delete}
          </Button>
        </Group>
      ),
    },
  ];
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing(null)}
      style={{ alignSelf: 'flex-end' }}
    >
      {t.add}
    </Button>
  );
  return (
    <>
      <TablePage
        title={t.title}
        query={categories}
        columns={columns}
        sorts={SORTS}
        searchText={(c) => `${c.name} ${c.slug}`}
        emptyText={t.none}
        emptyAction={addButton}
        toolbar={addButton}
        pageSize={50}
      />
      {editing !== undefined && (
        <CategoryDialog
          category={editing}
          categories={categories.data ?? []}
          depth={depth}
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
}

const FORM_ID = 'category-form';

/** Adds a category (`category` null) or edits one; the parent offered is any that leaves room below it. */
function CategoryDialog({
  category,
  categories,
  depth,
  onClose,
}: {
  category: Category | null;
  categories: Category[];
  depth: Map<string, number>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CategoryFormValues>({
    initialValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parentId: category?.parentId ?? '',
      rank: category?.rank ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (values: CategoryFormValues) => {
      const body = {
        name: values.name,
        parentId: values.parentId || null,
        ...(values.slug.trim() && { slug: values.slug.trim() }),
        ...(values.rank !== '' && { rank: Number(values.rank) }),
      };
      return category
        ? call('editCategory', { params: { id: category._id }, body })
        : call('addCategory', { body });
    },
    onSuccess: async (saved) => {
      notifySuccess(category ? t.saved(saved.name) : t.added(saved.name));
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    },
    onError: (error) => {
      setProblem(problemOf(error));
      if (error instanceof ApiError)
        for (const issue of error.body.issues ?? [])
          if (issue.path) form.setFieldError(issue.path, issue.message);
    },
  });
  const parents = categories.filter(
    (c) => c._id !== category?._id && (depth.get(c._id) ?? 1) < MAX_CATEGORY_DEPTH,
  );
  return (
    <ActionDialog
      title={category ? t.editTitle(category.name) : t.add}
      status={{ problem, busy: save.isPending }}
      onClose={onClose}
      action={
        <Button type="submit" form={FORM_ID} loading={save.isPending}>
          {t.save}
        </Button>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={form.onSubmit((values) => {
          setProblem(null);
          save.mutate(values);
        })}
      >
        <Stack gap="md">
          <TextInput label={t.name} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t.slug} description={t.slugHint} {...form.getInputProps('slug')} />
          <NativeSelect
            label={t.parent}
            data={[
              { value: '', label: t.topLevel },
              ...parents.map((c) => ({
                value: c._id,
                label: `${'— '.repeat((depth.get(c._id) ?? 1) - 1)}${c.name}`,
              })),
            ]}
            {...form.getInputProps('parentId')}
          />
          <NumberInput
            label={t.rank}
            min={0}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            maw={160}
            {...form.getInputProps('rank')}
          />
        </Stack>
      </form>
    </ActionDialog>
  );
}
