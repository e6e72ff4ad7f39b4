import { shownEnum } from '#domain/format/labels.ts';

/** A line status as people read it: the title its schema gives it (onhold is 'On Hold'). */
export const statusLabel = (status: string) => shownEnum('claimLineStatus', status);

/** Fields laid out across the full width of a line (text areas and uploads); the others take half. Which fields show is the schema's conditions and the domain's lineFieldShown. */
export const WIDE_FIELDS = new Set(['details', 'remark', 'images', 'videos', 'invoices']);
