import type { BondRequestRow } from './types.ts';

export interface PropertyGroup {
  propertyId: string;
  property: BondRequestRow['propertydata'];
  requests: BondRequestRow[];
}

/** Requests grouped per property, in the order the list gives them (newest first); the property's details are its first request's. */
export function groupByProperty(rows: BondRequestRow[]): PropertyGroup[] {
  const groups = new Map<string, PropertyGroup>();
  for (const row of rows) {
    const group = groups.get(row.propertyId);
    if (group) group.requests.push(row);
    else groups.set(row.propertyId, { propertyId: row.propertyId, property: row.propertydata, requests: [row] });
  }
  return [...groups.values()];
}
