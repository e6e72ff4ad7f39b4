import { humanize } from '../../schema-resources/resource-meta';

/** A line status as people read it: onhold is 'On hold'. */
export const statusLabel = (status: string) => (status === 'onhold' ? 'On hold' : humanize(status));

/** Fields laid out across the full width of a line (text areas and uploads); the others take half. Which fields show is the domain's (lineFieldShown). */
export const WIDE_FIELDS = new Set(['details', 'remark', 'images', 'videos', 'invoices']);
