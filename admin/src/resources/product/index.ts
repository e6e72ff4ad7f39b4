import { lazy } from 'react';

import type { ResourceOverride } from '#admin/schema-resources/resources.tsx';

// Each screen loads with its first visit (the wizard brings the forms), not with the console.
const ProductList = lazy(() => import('./product-list.tsx').then((m) => ({ default: m.ProductList })));
const ProductDetails = lazy(() => import('./product-details.tsx').then((m) => ({ default: m.ProductDetails })));
const ProductCreate = lazy(() => import('./product-create.tsx').then((m) => ({ default: m.ProductCreate })));
const ProductAddressRedirect = lazy(() => import('./product-address-redirect.tsx'));
const ProductEdit = lazy(() => import('./product-edit.tsx').then((m) => ({ default: m.ProductEdit })));

/**
 * Product Management (spec 002 §2): the catalogue as cards, the details page, and the 5-step wizard in a drawer
 * for create (also Copy and create) and edit (decision 034).
 */
const product: ResourceOverride = {
  list: ProductList,
  show: ProductDetails,
  create: ProductCreate,
  edit: ProductEdit,
  // The spec's product addresses (spec 002 §2) lead to the list and the details page.
  routes: ['/home/products', '/home/products/details/:id', '/home/products/:id'].map((path) => ({
    path,
    element: ProductAddressRedirect,
  })),
};
export default product;
