/**
 * Categories, search and products by id (docs/search.md). Part of the one endpoint table (./endpoints.ts), kept in
 * its own file as the shop floor's catalogue grows.
 */
import {
  categoryCreateSchema,
  categoryOutSchema,
  categoryPatchSchema,
  productIdsQuerySchema,
  searchQuerySchema,
  searchResultSchema,
} from '../catalogueSchemas';
import { deleteResultSchema, productOutSchema } from '../responseSchemas';
import { idParams } from '../schemas';
import { defineEndpoints } from './endpoint';

export const catalogueEndpoints = defineEndpoints({
  listCategories: {
    method: 'GET',
    path: '/category',
    access: 'public',
    write: false,
    tag: 'catalogue',
    summary: 'Every category, parents before their children, with how many products each holds',
    responses: { 200: categoryOutSchema.array() },
  },
  addCategory: {
    method: 'POST',
    path: '/category',
    access: 'admin',
    write: true,
    tag: 'catalogue',
    summary: 'Add a category (admin); at most three levels deep, its slug unique',
    description:
      'Without `slug`, one is made from the name. A slug another category has is 409; a parent that would make a fourth level is 400 naming `parentId`; a `taxRate` outside the tax regime’s list is 400 naming it.',
    body: categoryCreateSchema,
    responses: { 201: categoryOutSchema },
  },
  editCategory: {
    method: 'PATCH',
    path: '/category/:id',
    access: 'admin',
    write: true,
    tag: 'catalogue',
    summary: 'Rename, move or reorder a category, or set its products’ tax rate (admin)',
    description:
      'Moving it under one of its own subcategories, or so that it or its subcategories would sit a fourth level down, is 400 naming `parentId`. A `taxRate` outside the tax regime’s list is 400 naming it; null gives its products the shop’s default.',
    params: idParams,
    body: categoryPatchSchema,
    responses: { 200: categoryOutSchema },
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/category/:id',
    access: 'admin',
    write: true,
    tag: 'catalogue',
    summary: 'Delete a category no product for sale and no subcategory uses (admin; 409 saying how many do)',
    params: idParams,
    responses: { 200: deleteResultSchema },
  },
  searchProducts: {
    method: 'GET',
    path: '/search',
    access: 'public',
    write: false,
    tag: 'catalogue',
    summary:
      'Search the catalogue: words (typos forgiven), category, brand, price and stock filters, sorts, facets and a page',
    description:
      '`q` is matched against name, description, brand and category by full-text search and by trigram similarity, so a misspelt word still finds the tool. ' +
      '`category` (a slug) takes its subcategories in. Each facet counts the matches under every filter but its own.',
    query: searchQuerySchema,
    responses: { 200: searchResultSchema },
  },
  productsByIds: {
    method: 'GET',
    path: '/product',
    access: 'public',
    write: false,
    tag: 'catalogue',
    summary: 'The products for sale among the ids asked (a cart’s tools), in the order asked',
    description:
      'An id that names no product for sale (unknown, or archived) is left out of the answer, so a browser’s cart learns which of its tools are gone.',
    query: productIdsQuerySchema,
    responses: { 200: productOutSchema.array() },
  },
});
