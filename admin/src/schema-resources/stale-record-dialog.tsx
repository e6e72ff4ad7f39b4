import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { HttpError } from 'react-admin';

import { valueText } from '#domain/format/field-value.ts';
import { rupees } from '#domain/format/money.ts';
import { isEmptyValue } from '#engine/runtime/forms/conditional-fields.ts';
import type { SchemaNode } from '#engine/runtime/manifest-entry.ts';
import { sameJson } from '#engine/runtime/same-json.ts';

import { propertyOf, titleOf } from './resource-meta.ts';

/** A save refused because someone else changed the record meanwhile: their record now, and what this person sent. */
export interface StaleSave {
  current: Record<string, unknown>;
  mine: Record<string, unknown>;
}

const OWN_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** The record as it is now, when `error` is a save refused as stale (412 with `current`). */
export function staleCurrent(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof HttpError) || error.status !== 412) return undefined;
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
}

/** Two values alike for a person: equal, or both empty (absent, null, an empty text or list). */
const alike = (a: unknown, b: unknown) => sameJson(a, b) || (isEmptyValue(a) && isEmptyValue(b));

/** The fields of `mine` that differ from the record as it was opened: what this person changed. */
export function changedSince(opened: Record<string, unknown>, mine: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(mine).filter(([name, value]) => !alike(value, opened[name])));
}

/** The fields either side changed since the record was opened, with both values as people read them. */
export function changedSides(schema: SchemaNode, opened: Record<string, unknown>, stale: StaleSave) {
  return Object.keys(schema.properties ?? {})
    .filter((name) => !OWN_FIELDS.has(name) && !propertyOf(schema, name).readOnly)
    .filter((name) => !alike(stale.current[name], opened[name]) || !alike(stale.mine[name], opened[name]))
    .map((name) => ({
      name,
      title: titleOf(schema, name),
      theirs: valueText(stale.current[name], name, propertyOf(schema, name), rupees),
      mine: valueText(stale.mine[name], name, propertyOf(schema, name), rupees),
      theyChanged: !alike(stale.current[name], opened[name]),
    }));
}

/**
 * Someone else saved this record after it was opened here (412, decision 058): what they changed beside what this
 * person typed, and the choice: take their version (the form reloads with it) or apply their own changes to it (the
 * fields they changed go onto the other version; the rest stays as the other person saved it). Nothing typed is lost
 * until the person chooses.
 */
export function StaleRecordDialog({
  schema,
  opened,
  stale,
  onTakeTheirs,
  onSaveMine,
}: {
  schema: SchemaNode;
  opened: Record<string, unknown>;
  stale: StaleSave;
  onTakeTheirs: () => void;
  onSaveMine: () => void;
}) {
  const rows = changedSides(schema, opened, stale);
  return (
    <Dialog open aria-labelledby="stale-record-title" maxWidth="md" fullWidth>
      <DialogTitle id="stale-record-title">Someone else changed this {schema.title} while you were editing</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Your changes are not saved yet. Compare them with the version saved meanwhile, then use theirs, or apply your
          changes to it (the fields you did not change stay as they saved them).
        </DialogContentText>
        <Table size="small" aria-label="Their version and yours">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Their version</TableCell>
              <TableCell>Yours</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.name}>
                <TableCell component="th" scope="row">
                  {row.title}
                </TableCell>
                <TableCell sx={{ fontWeight: row.theyChanged ? 700 : undefined }}>{row.theirs}</TableCell>
                <TableCell>{row.mine}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeTheirs}>Use their version</Button>
        <Button variant="contained" onClick={onSaveMine}>
          Apply my changes to theirs
        </Button>
      </DialogActions>
    </Dialog>
  );
}
