/**
 * The data provider's custom methods of this folder: none, since everything it shows is a stored record that
 * react-admin's generic dialect on /api/admin answers: the catalogue (InfiniteList), the details page (useGetOne),
 * the wizard's saves (useCreate, useUpdate), Delete (useDelete) and the names of referenced records
 * (useGetManyAggregate). A named action or a read that dialect cannot answer would go here (react-admin "custom
 * methods", reached through useConsoleData()).
 */
export const productMethods = {} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
