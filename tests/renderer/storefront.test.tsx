/**
 * The storefront's search, category and product pages over a scripted API: a card for the variant a
 * code named, the categories as a tree without empty ones, a product's breadcrumb by its category,
 * and a description written in HTML shown sanitised (its words alone on a card).
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Category, SearchResult } from '@shared/catalogueSchemas';
import type { Product, ProductPage as ProductPageData } from '@shared/entities';
import { browse } from '@shared/strings/labels/browse';
import { productPageText } from '@shared/strings/labels/productPage';
import { landing } from '@shared/strings/labels/storefront';
import { BrowsePage } from '../../src/renderer/src/pages/browse/BrowsePage';
import { CategoriesPage } from '../../src/renderer/src/pages/browse/CategoriesPage';
import { ProductPage } from '../../src/renderer/src/pages/product/ProductPage';
import { ok, renderInApp, scriptedApi } from './render';
import { withSoleVariant } from '../support/products';

const category = (_id: string, name: string, parentId: string | null, productCount: number): Category => ({
  _id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  parentId,
  rank: 0,
  taxRate: null,
  productCount,
});
const CATEGORIES = [
  category('c1', 'Tools', null, 3),
  category('c2', 'Power tools', 'c1', 3),
  category('c3', 'Drills', 'c2', 2),
  category('c4', 'Saws', 'c2', 1),
  category('c5', 'Hand tools', 'c1', 0),
  category('c6', 'Fasteners', null, 0),
  category('c7', 'Screws', 'c6', 0),
];

const drill: Product = {
  ...withSoleVariant({
    _id: 'p1',
    name: 'Cordless Drill Driver',
    description: '<p>Two speeds.</p><p>Brushless &amp; light.</p>',
    img: '/api/images/drill',
    minimumOrder: 1,
    availableQuentity: 7,
    price: 99,
    version: 1,
    createdAt: '2026-11-01T09:00:00.000Z',
    rating: null,
    categoryId: 'c3',
  }),
  options: [{ name: 'Battery', values: ['2 Ah', '5 Ah'] }],
  variants: [
    {
      _id: 'v2',
      title: '2 Ah',
      options: { Battery: '2 Ah' },
      sku: 'CDD-2AH',
      barcode: null,
      price: 99,
      availableQuantity: 4,
      weightGrams: null,
    },
    {
      _id: 'v5',
      title: '5 Ah',
      options: { Battery: '5 Ah' },
      sku: 'CDD-5AH',
      barcode: '4013288000026',
      price: 139,
      availableQuantity: 3,
      weightGrams: null,
    },
  ],
};

const searchAnswer = (fields: Partial<SearchResult> = {}): SearchResult => ({
  items: [drill],
  total: 1,
  page: 1,
  pageSize: 24,
  facets: {
    categories: [
      { slug: 'power-tools', name: 'Power tools', count: 1 },
      { slug: 'tools', name: 'Tools', count: 1 },
      { slug: 'drills', name: 'Drills', count: 1 },
    ],
    brands: [],
    price: { min: 99, max: 99 },
  },
  ...fields,
});

function openSearch(q: string, result: SearchResult) {
  scriptedApi({ 'GET /category': () => ok(CATEGORIES), 'GET /search': () => ok(result) });
  return renderInApp(
    <Routes>
      <Route path="/search" element={<BrowsePage />} />
    </Routes>,
    `/search?q=${encodeURIComponent(q)}`,
  );
}

const cardOf = async (name: string) => screen.findByRole('article', { name });

describe('a search for a variant’s code', () => {
  it('shows that variant on the card, at its price, and opens its page with it chosen', async () => {
    openSearch('4013288000026', searchAnswer({ matchedVariant: { productId: 'p1', variantId: 'v5' } }));
    const card = await cardOf(drill.name);
    expect(within(card).getByText(landing.price('$139.00'))).toBeInTheDocument();
    expect(within(card).getByText('5 Ah')).toBeInTheDocument();
    const pages = within(card).getAllByRole('link', { name: drill.name });
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      '/product/p1?variant=v5',
      '/product/p1?variant=v5',
    ]);
    expect(within(card).getByRole('link', { name: new RegExp(landing.buyNow) })).toHaveAttribute(
      'href',
      '/purchase/p1?variant=v5',
    );
    expect(within(card).getByText('3')).toBeInTheDocument();
  });

  it('shows the tool from its lowest price when words found it', async () => {
    openSearch('cordless drill', searchAnswer());
    const card = await cardOf(drill.name);
    expect(within(card).getByText(landing.price('$99.00'))).toBeInTheDocument();
    const pages = within(card).getAllByRole('link', { name: drill.name });
    expect(pages.map((link) => link.getAttribute('href'))).toEqual(['/product/p1', '/product/p1']);
  });

  it('shows a description written in HTML as its words on the card', async () => {
    openSearch('drill', searchAnswer());
    const card = await cardOf(drill.name);
    expect(card).toHaveTextContent('Two speeds. Brushless & light.');
    expect(card.textContent).not.toContain('<p>');
  });
});

describe('the categories', () => {
  const nested = (link: HTMLElement) => link.closest('li')?.parentElement?.closest('li');

  it('are a tree in the search’s filters: each under its parent, three levels deep', async () => {
    openSearch('drill', searchAnswer());
    const filter = await screen.findByRole('navigation', { name: browse.category });
    const link = (name: string) => within(filter).getByRole('link', { name: new RegExp(`^${name} \\(`) });
    expect(nested(link('Drills'))).toBe(link('Power tools').closest('li'));
    expect(nested(link('Power tools'))).toBe(link('Tools').closest('li'));
    expect(nested(link('Tools'))).toBeNull();
  });

  it('are a tree on the categories page, without the empty ones', async () => {
    scriptedApi({ 'GET /category': () => ok(CATEGORIES) });
    renderInApp(<CategoriesPage />, '/category');
    const drills = await screen.findByRole('link', { name: 'Drills (2)' });
    expect(nested(drills)).toBe(screen.getByRole('link', { name: 'Power tools (3)' }).closest('li'));
    expect(screen.getByRole('link', { name: 'Saws (1)' })).toBeInTheDocument();
    for (const empty of ['Hand tools', 'Fasteners', 'Screws'])
      expect(screen.queryByRole('link', { name: new RegExp(empty) })).not.toBeInTheDocument();
    expect(screen.queryByText('(0)')).not.toBeInTheDocument();
  });
});

describe('a product’s page', () => {
  const page = (fields: Partial<ProductPageData> = {}): ProductPageData => ({
    product: drill,
    categoryTrail: [
      { name: 'Tools', slug: 'tools' },
      { name: 'Power tools', slug: 'power-tools' },
      { name: 'Drills', slug: 'drills' },
    ],
    reviews: [],
    ...fields,
  });
  const open = (answer: ProductPageData) => {
    scriptedApi({ 'GET /product/p1': () => ok(answer) });
    renderInApp(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      '/product/p1',
    );
  };

  it('leads from Home through its categories to the tool', async () => {
    open(page());
    const crumbs = await screen.findByRole('navigation', { name: productPageText.breadcrumb });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      [productPageText.home, '/'],
      ['Tools', '/category/tools'],
      ['Power tools', '/category/power-tools'],
      ['Drills', '/category/drills'],
    ]);
    expect(crumbs).not.toHaveTextContent(landing.ourTools);
    expect(within(crumbs).getByText(drill.name)).toHaveAttribute('aria-current', 'page');
  });

  it('leads to OUR TOOLS when the tool is under no category', async () => {
    open(page({ categoryTrail: [] }));
    const crumbs = await screen.findByRole('navigation', { name: productPageText.breadcrumb });
    expect(within(crumbs).getByRole('link', { name: landing.ourTools })).toHaveAttribute('href', '/#tools');
  });

  it('shows a description written in HTML as its paragraphs, sanitised', async () => {
    open(
      page({
        product: {
          ...drill,
          description:
            '<p>Two speeds.</p><p onclick="steal()">Brushless.<script>steal()</script><img src=x onerror="steal()"></p>',
        },
      }),
    );
    const first = await screen.findByText('Two speeds.', { selector: 'p' });
    const section = first.parentElement!;
    expect(within(section).getByText('Brushless.', { selector: 'p' })).not.toHaveAttribute('onclick');
    expect(section.querySelector('script, img, [onerror]')).toBeNull();
    expect(section.textContent).not.toContain('<p>');
  });
});
