import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import { rupeesWithPaise } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';
import { changedFields, type StaleSave } from '#forms/record-conflict.ts';

/**
 * The account was changed elsewhere (another tab, another device, or staff) after this form was opened, and the save
 * was refused (412, decision 058): what changed there beside what was typed here, and the choice: reload their version
 * (the form starts again from it) or apply these changes onto it (only the fields changed here; the rest stays as it
 * was saved there). Nothing typed is lost until the person chooses. The comparison is the console's
 * (forms/record-conflict.ts).
 */
export function StaleRecordDialog({
  title,
  schema,
  opened,
  stale,
  busy,
  onReload,
  onApplyMine,
}: {
  /** What the form edits, as its card names it ("Personal Details"). */
  title: string;
  schema: Record<string, unknown>;
  opened: Record<string, unknown>;
  stale: StaleSave;
  busy?: boolean;
  onReload: () => void;
  onApplyMine: () => void;
}) {
  const t = useT();
  const rows = changedFields(schema, opened, stale, { money: rupeesWithPaise });
  return (
    <Dialog open aria-labelledby="stale-record-title" maxWidth="sm" fullWidth>
      <DialogTitle id="stale-record-title">
        {t('Someone changed your {title} while you were editing', { title })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(
            'Your changes are not saved yet. Compare them with the version saved meanwhile, then reload that version, or apply your changes to it (the fields you did not change stay as they were saved).',
          )}
        </DialogContentText>
        <Table size="small" aria-label={t('The saved version and yours')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Field')}</TableCell>
              <TableCell>{t('Saved meanwhile')}</TableCell>
              <TableCell>{t('Yours')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.name}>
                <TableCell component="th" scope="row">
                  {t(row.title)}
                </TableCell>
                <TableCell sx={{ fontWeight: row.theyChanged ? 700 : undefined }}>{row.theirs}</TableCell>
                <TableCell>{row.mine}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload} disabled={busy}>
          {t('Reload their version')}
        </Button>
        <Button variant="contained" onClick={onApplyMine} disabled={busy}>
          {t('Apply my changes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
