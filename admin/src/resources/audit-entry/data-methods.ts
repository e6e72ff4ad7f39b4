/**
 * The data provider's custom methods of this folder: none, since everything it shows is a stored record that
 * react-admin's generic dialect on /api/admin answers: the Activity page and a record's history (useGetList on
 * audit-entry), the actors' names (useGetMany on user) and the account filter (useGetList, useGetOne). A named
 * action or a read that dialect cannot answer would go here (react-admin "custom methods", reached through
 * useConsoleData()).
 */
export const auditEntryMethods = {} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
