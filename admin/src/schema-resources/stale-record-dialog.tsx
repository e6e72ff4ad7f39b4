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

import type { SchemaNode } from '#engine/runtime/manifest-entry.ts';
import { changedFields, changedSince, type StaleSave } from '#forms/record-conflict.ts';

import { shownAsConflict } from './conflict-shown.ts';
import { titleOf } from './resource-meta.ts';

/** The comparison is the one both front ends use (forms/record-conflict.ts); these screens import it from here. */
export { changedSince, type StaleSave };

/** The record as it is now, when `error` is a save refused as stale (412 with `current`). */
export function staleCurrent(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof HttpError) || error.status !== 412) return undefined;
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
}

/**
 * A failed save's error, thrown on: when it is a stale save (412 with the record as it is now), `hold` keeps it for
 * the conflict dialog first and the error is marked as shown there, so the form adds no toast behind the dialog.
 */
export function holdStale(error: unknown, hold: (current: Record<string, unknown>) => void): never {
  const current = staleCurrent(error);
  if (current) {
    hold(current);
    throw shownAsConflict(error);
  }
  throw error;
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
  const rows = changedFields(schema, opened, stale, { titleOf: (name) => titleOf(schema, name) });
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
