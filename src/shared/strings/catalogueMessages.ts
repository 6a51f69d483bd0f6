/** What the API answers, and what its forms say, about categories, brands and search (docs/search.md). */
export const catalogueErrors = {
  categoryNameRequired: 'Category name is required',
  slugInvalid: 'Use lower-case letters, digits and single hyphens, e.g. power-tools',
  slugTaken: (slug: string) => `Another category already has the address name "${slug}"`,
  unknownCategory: 'No category has this id',
  tooDeep: 'Categories go at most three levels deep: choose a parent higher up',
  ownDescendant: 'A category cannot sit inside itself or one of its own subcategories',
  categoryInUse: (count: number) =>
    `${count} ${count === 1 ? 'product uses' : 'products use'} this category: move ${count === 1 ? 'it' : 'them'} to another category first`,
  categoryHasChildren: (count: number) =>
    `This category has ${count} ${count === 1 ? 'subcategory' : 'subcategories'}: delete or move ${count === 1 ? 'it' : 'them'} first`,
  rankInvalid: 'Position is a whole number from 0 to 9999',
  badSearchSort: 'sort must be one of relevance, price_asc, price_desc, newest or rating',
  badPriceBound: 'Enter a price, 0 or more',
  priceRangeReversed: 'minPrice must not be more than maxPrice',
  notTrueOrFalse: (name: string) => `${name} must be true or false`,
  searchTooLong: (max: number) => `Search for ${max} characters or fewer`,
  badProductIds: (max: number) => `ids must be 1 to ${max} product ids, separated by commas`,
} as const;
