import type { Route } from '../route.js';

/*
 * The two calls of the public form's first load, without their schemas: the browser sends them
 * from these (no zod on the reporter's first load) and their contracts spread them, so
 * each route is still written once.
 */

export const getPublicFormRoute = {
  name: 'get-public-form',
  area: 'form',
  method: 'GET',
  path: '/api/public/forms/{alias}',
  auth: { kind: 'public' },
  summary: "An organisation's visible, active categories and the form's channel information.",
} as const satisfies Route;

export const getPublicCategoryRoute = {
  name: 'get-public-category',
  area: 'form',
  method: 'GET',
  path: '/api/public/forms/{alias}/categories/{id}',
  auth: { kind: 'public' },
  summary: 'The fields of one category of a public form.',
} as const satisfies Route;
