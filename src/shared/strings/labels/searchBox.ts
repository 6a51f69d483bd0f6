/** The header's search box and Categories link, and OUR TOOLS' way to every tool: the landing page's share of the browsing words. */
export const searchBox = {
  searchLabel: 'Search tools',
  searchPlaceholder: 'Search tools, brands, SKUs',
  searchButton: 'Search',
  categories: 'Categories',
  seeAllTools: 'See all tools',
} as const;
