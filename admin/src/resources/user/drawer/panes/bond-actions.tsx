import EventIcon from '@mui/icons-material/EditCalendar';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';

import { ReleaseBondButton } from '#admin/resources/bond-request/release-bond-button.tsx';
import { isLiveBond } from '#domain/bonds/status.ts';

import { BondDatesDrawer } from './bond-dates-drawer.tsx';
import type { BondRow } from './bond-row.ts';

/** Statuses whose dates can still change (the server answers 409 for the others). */

/**
 * A bond's actions in the drawer's Bond tab (spec 002 §4, §7): the bond certificate (the site's
 * /home/bond/pdf/{bondId}, in a new tab) for every viewer; for those who may change the bond (`mayChange`), Update
 * Dates while it is live and Release Bond (hidden once Released).
 */
export function BondActions({
  bond,
  mayChange,
  onReleased,
}: {
  bond: BondRow;
  mayChange: boolean;
  onReleased: () => void;
}) {
  const [dating, setDating] = useState(false);
  const status = bond.status ?? '';
  const code = bond.bondId ?? bond.id;
  return (
    <Stack direction="row" gap={1} sx={{ mb: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="text"
        startIcon={<PdfIcon />}
        href={`/home/bond/pdf/${encodeURIComponent(code)}`}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="bond-certificate"
        aria-label={`Bond certificate of ${code} (opens in a new tab)`}
      >
        Bond Certificate
      </Button>
      {mayChange && isLiveBond(status) && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<EventIcon />}
          onClick={() => setDating(true)}
          data-testid="update-bond-dates"
        >
          Update Dates
        </Button>
      )}
      {mayChange && status !== 'Released' && (
        <ReleaseBondButton bond={{ id: bond.id, bondId: bond.bondId, status }} onReleased={onReleased} />
      )}
      {dating && <BondDatesDrawer bond={bond} open onClose={() => setDating(false)} />}
    </Stack>
  );
}
