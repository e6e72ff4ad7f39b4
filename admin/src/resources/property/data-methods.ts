/**
 * The data provider's custom methods of this folder: none, since everything it shows is a stored record that
 * react-admin's generic dialect on /api/admin answers: the landlord's gallery and table (InfiniteList), the
 * landlord chip (useGetOne) and the property view (SchemaShow). A named action or a read that dialect cannot
 * answer would go here (react-admin "custom methods", reached through useConsoleData()).
 */
export const propertyMethods = {} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
