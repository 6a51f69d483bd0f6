/** The storefront's search and category pages and the staff's category screen. */
import { searchBox } from './searchBox';

export const browse = {
  ...searchBox,
  allCategories: 'All categories',
  allTools: 'All tools',
  home: 'Home',
  search: 'Search',
  resultsFor: (q: string) => `Results for “${q}”`,
  resultCount: (total: number) => `${total} ${total === 1 ? 'tool' : 'tools'}`,
  noResults: 'No tools match. Try fewer words or fewer filters.',
  filters: 'Filters',
  category: 'Category',
  brand: 'Brand',
  anyBrand: 'Any brand',
  price: 'Price',
  minPrice: 'Lowest price',
  maxPrice: 'Highest price',
  applyPrice: 'Apply price',
  inStockOnly: 'In stock only',
  clearFilters: 'Clear filters',
  sortBy: 'Sort by',
  sorts: {
    relevance: 'Best match',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    newest: 'Newest first',
    rating: 'Top rated',
  },
  pages: 'Result pages',
  categoryDescription: (name: string, count: number) =>
    `${name} at Toolshop: ${count} ${count === 1 ? 'tool' : 'tools'} at trade prices, shipped fast.`,
  searchDescription: 'Search Toolshop’s tools by name, brand, category or SKU.',
  productsIn: (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`,
} as const;

/** The staff's Categories screen. */
export const categoryAdmin = {
  title: 'Categories',
  menu: 'Categories',
  intro: 'Group the catalogue into up to three levels, e.g. Tools › Power tools › Drills.',
  add: 'Add category',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  name: 'Name',
  slug: 'Address name',
  slugHint: 'Shown in the address: /category/power-tools. Left empty, it is made from the name.',
  parent: 'Inside',
  topLevel: 'Top level',
  rank: 'Position',
  products: 'Products',
  actions: 'Action',
  treeOrder: 'As arranged',
  none: 'No categories yet.',
  added: (name: string) => `${name} added`,
  saved: (name: string) => `${name} saved`,
  deleted: (name: string) => `${name} deleted`,
  confirmDelete: (name: string) => `Delete ${name}?`,
  confirmDeleteBody: 'Only a category no product and no subcategory uses can be deleted.',
  editTitle: (name: string) => `Edit ${name}`,
  view: (name: string) => `View ${name} in the shop`,
} as const;

/** The product form's category and brand. */
export const productClassification = {
  category: 'Category',
  noCategory: 'No category',
  brand: 'Brand',
} as const;
