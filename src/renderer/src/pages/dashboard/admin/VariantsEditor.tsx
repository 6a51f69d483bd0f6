/**
 * The product form's options and variants (docs/variants.md): up to 3 options with their values,
 * the variants made from every combination of them (rows already edited keep what was typed), and
 * each variant's SKU, barcode, price, stock and weight. A tool without options keeps the simple form,
 * which asks its one variant's codes and weight (./ProductFormFields.tsx).
 */
import {
  Button,
  Group,
  NumberInput,
  type NumberInputProps,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Product } from '@shared/entities';
import { barcodeCheckDigitOk } from '@shared/gtin';
import { MAX_PRODUCT_OPTIONS, type VariantInput } from '@shared/schemas';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { messages } from '@shared/strings/validation';
import { ApiError } from '../../../api/client';
import { shopCurrencySign } from '../../../money';
import { MoneyInput } from '../../../ui/MoneyInput';

const t = dashboardText.variants;

export interface OptionDraft {
  name: string;
  values: string[];
}

/** One variant as the editor holds it: inputs' values, `_id` for one already saved. */
export interface VariantDraft {
  _id?: string;
  options: Record<string, string>;
  sku: string;
  barcode: string;
  price: number | string;
  availableQuantity: number | string;
  weightGrams: number | string;
}

export interface VariantsDraft {
  options: OptionDraft[];
  variants: VariantDraft[];
}

/** A product's options and variants as the editor starts from them. */
export const draftOf = (product: Product | null): VariantsDraft =>
  product && product.options.length > 0
    ? {
        options: product.options.map((option) => ({ name: option.name, values: [...option.values] })),
        variants: product.variants.map((variant) => ({
          _id: variant._id,
          options: variant.options,
          sku: variant.sku ?? '',
          barcode: variant.barcode ?? '',
          price: variant.price,
          availableQuantity: variant.availableQuantity,
          weightGrams: variant.weightGrams ?? '',
        })),
      }
    : { options: [], variants: [] };

/** The options that name something: a name and at least one value. */
const usedOptions = (draft: VariantsDraft) =>
  draft.options.filter((option) => option.name.trim() && option.values.length > 0);

/** Whether the product is sold in variants: the form then sends these instead of its own price and stock. */
export const hasOptions = (draft: VariantsDraft): boolean => usedOptions(draft).length > 0;

const titleOf = (options: OptionDraft[], values: Record<string, string>) =>
  options.map((option) => values[option.name.trim()] ?? '').join(' / ');

/** Every combination of the options' values, in their order. */
function combinations(options: OptionDraft[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (rows, option) =>
      rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.name.trim()]: value }))),
    [{}],
  );
}

/** The variants of the options as they stand: rows kept where their values still exist, new ones priced like the first. */
export function madeVariants(draft: VariantsDraft, fallbackPrice: number | string): VariantDraft[] {
  const options = usedOptions(draft);
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    options.every((option) => a[option.name.trim()] === b[option.name.trim()]);
  return combinations(options).map(
    (values) =>
      draft.variants.find((variant) => same(variant.options, values)) ?? {
        options: values,
        sku: '',
        barcode: '',
        price: draft.variants[0]?.price ?? fallbackPrice,
        availableQuantity: 0,
        weightGrams: '',
      },
  );
}

/** The server's refusals of the variants, by path (`variants.1.sku`). */
export const variantErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError
    ? Object.fromEntries(
        (error.body.issues ?? [])
          .filter((issue) => issue.path.startsWith('variants'))
          .map((issue) => [issue.path, issue.message]),
      )
    : {};

/**
 * The draft moved onto a newer version of the product: each saved variant's stock that this user
 * left alone takes the newer figure (an order may have moved it), so saving never puts it back.
 */
export function withNewerStock(draft: VariantsDraft, opened: Product, current: Product): VariantsDraft {
  const stockIn = (product: Product, id: string | undefined) =>
    product.variants.find((variant) => variant._id === id)?.availableQuantity;
  return {
    ...draft,
    variants: draft.variants.map((variant) => {
      const now = stockIn(current, variant._id);
      const untouched = String(variant.availableQuantity) === String(stockIn(opened, variant._id));
      return untouched && now !== undefined ? { ...variant, availableQuantity: now } : variant;
    }),
  };
}

/** Whether a saved variant's stock was changed in the draft (the save then asks why). */
export const stockEdited = (draft: VariantsDraft, opened: Product): boolean =>
  draft.variants.some((variant) => {
    const saved = opened.variants.find((v) => v._id === variant._id);
    return saved !== undefined && String(saved.availableQuantity) !== String(variant.availableQuantity);
  });

type VariantField = 'sku' | 'barcode' | 'price' | 'availableQuantity' | 'weightGrams';

/**
 * Each variant's editable cells after its title, in the order of `t.columns`: SKU and barcode as
 * text, then its price, stock and weight as numbers.
 */
const VARIANT_CELLS: (
  | { kind: 'text'; field: 'sku' | 'barcode' }
  | {
      kind: 'number';
      field: Exclude<VariantField, 'sku' | 'barcode'>;
      input: Pick<NumberInputProps, 'decimalScale' | 'allowDecimal' | 'w'>;
      /** Written before the figure: the shop's currency sign on a price. */
      money?: true;
    }
)[] = [
  { kind: 'text', field: 'sku' },
  { kind: 'text', field: 'barcode' },
  { kind: 'number', field: 'price', input: { decimalScale: 2, w: 110 }, money: true },
  { kind: 'number', field: 'availableQuantity', input: { allowDecimal: false, w: 100 } },
  { kind: 'number', field: 'weightGrams', input: { allowDecimal: false, w: 100 } },
];

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** What `POST /` and `PATCH /{id}` take for this draft. */
export const variantsBody = (draft: VariantsDraft): { options: OptionDraft[]; variants: VariantInput[] } => {
  const options = usedOptions(draft).map((option) => ({ name: option.name.trim(), values: option.values }));
  return {
    options,
    variants: draft.variants.map((variant) => ({
      ...(variant._id && { _id: variant._id }),
      options: Object.fromEntries(options.map((option) => [option.name, variant.options[option.name] ?? ''])),
      sku: blankToNull(variant.sku),
      barcode: blankToNull(variant.barcode),
      price: Number(variant.price),
      availableQuantity: Number(variant.availableQuantity),
      weightGrams: numberOrNull(variant.weightGrams),
    })),
  };
};

/** What a typed barcode is told before it is saved: a wrong GTIN check digit. */
export const checkDigitError = (barcode: string): string | undefined => {
  const code = barcode.trim();
  return code !== '' && !barcodeCheckDigitOk(code) ? messages.barcodeCheckDigit : undefined;
};

/**
 * What `POST /` and `PATCH /{id}` take for a tool sold as one item: its one variant (`variantId`
 * when it is saved already), with its price, stock, codes and weight.
 */
export const soleVariantBody = (
  fields: {
    price: number;
    availableQuentity: number;
    sku?: string | null;
    barcode?: string | null;
    weightGrams?: number | null;
  },
  variantId: string | undefined,
): { variants: VariantInput[] } => ({
  variants: [
    {
      ...(variantId && { _id: variantId }),
      options: {},
      sku: fields.sku ?? null,
      barcode: fields.barcode ?? null,
      weightGrams: fields.weightGrams ?? null,
      price: fields.price,
      availableQuantity: fields.availableQuentity,
    },
  ],
});

/** One variant's row: its title, then a cell per field; a barcode's check digit is checked as it is typed. */
function VariantRow({
  variant,
  title,
  errorOf,
  onChange,
}: {
  variant: VariantDraft;
  title: string;
  /** The server's refusal of a field. */
  errorOf: (field: VariantField) => string | undefined;
  onChange: <F extends VariantField>(field: F, value: VariantDraft[F]) => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {title}
        </Text>
      </Table.Td>
      {VARIANT_CELLS.map((cell, c) => {
        const shared = {
          'aria-label': t.field(t.columns[c + 1]!, title),
          error:
            errorOf(cell.field) ?? (cell.field === 'barcode' ? checkDigitError(variant.barcode) : undefined),
        };
        const CellNumberInput = cell.kind === 'number' && cell.money ? MoneyInput : NumberInput;
        return (
          <Table.Td key={cell.field}>
            {cell.kind === 'text' ? (
              <TextInput
                {...shared}
                value={variant[cell.field]}
                maxLength={64}
                onChange={(event) => onChange(cell.field, event.currentTarget.value)}
              />
            ) : (
              <CellNumberInput
                {...shared}
                {...cell.input}
                leftSection={cell.money && shopCurrencySign()}
                value={variant[cell.field]}
                min={0}
                allowNegative={false}
                onChange={(value) => onChange(cell.field, value)}
              />
            )}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

export function VariantsEditor({
  draft,
  onChange,
  fallbackPrice,
  errors,
}: {
  draft: VariantsDraft;
  onChange: (draft: VariantsDraft) => void;
  /** The simple form's price: new variants start at it. */
  fallbackPrice: number | string;
  /** The server's refusals by path (`variants.1.sku`). */
  errors: Readonly<Record<string, string>>;
}) {
  const setOption = (i: number, option: OptionDraft) =>
    onChange({ ...draft, options: draft.options.map((o, j) => (j === i ? option : o)) });
  const setVariant = <F extends keyof VariantDraft>(i: number, field: F, value: VariantDraft[F]) =>
    onChange({ ...draft, variants: draft.variants.map((v, j) => (j === i ? { ...v, [field]: value } : v)) });
  const options = usedOptions(draft);

  return (
    <Stack gap="sm" component="section" aria-labelledby="variants-title">
      <Title order={2} size="h4" id="variants-title">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      {draft.options.map((option, i) => (
        <Group key={i} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t.optionName(i + 1)}
            placeholder={t.optionNamePlaceholder}
            value={option.name}
            maxLength={40}
            onChange={(event) => setOption(i, { ...option, name: event.currentTarget.value })}
            w={200}
          />
          <TagsInput
            label={t.optionValues(i + 1)}
            description={t.optionValuesHint}
            value={option.values}
            onChange={(values) => setOption(i, { ...option, values })}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="subtle"
            color="red"
            aria-label={t.removeOption(i + 1)}
            onClick={() => onChange({ ...draft, options: draft.options.filter((_, j) => j !== i) })}
          >
            <IconTrash size={18} aria-hidden />
          </Button>
        </Group>
      ))}
      <Group gap="sm">
        {draft.options.length < MAX_PRODUCT_OPTIONS && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange({ ...draft, options: [...draft.options, { name: '', values: [] }] })}
          >
            {t.addOption}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={options.length === 0}
          onClick={() => onChange({ ...draft, variants: madeVariants(draft, fallbackPrice) })}
        >
          {t.makeVariants}
        </Button>
      </Group>
      {draft.variants.length === 0 ? (
        options.length > 0 && (
          <Text size="sm" c="dimmed">
            {t.noVariants}
          </Text>
        )
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {t.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.variants.map((variant, i) => {
                const title = titleOf(options, variant.options);
                return (
                  <VariantRow
                    key={variant._id ?? title}
                    variant={variant}
                    title={title}
                    errorOf={(field) => errors[`variants.${i}.${field}`]}
                    onChange={(field, value) => setVariant(i, field, value)}
                  />
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
