import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import inspectionSchema from '#generated/schemas/inspection.json';
import type { Inspection } from '#generated/types/inspection.ts';

import type { PaneProps } from '../pane-props.ts';
import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useUserRecords } from '../use-user-detail.ts';
import type { BondRow } from './bond-row.ts';

const roomName = (room: string) =>
  room
    .replace(/^(bedroom|bathroom)(\d+)$/, (_, kind: string, n: string) => `${kind} ${n}`)
    .replace('livingroom', 'living room')
    .replace(/^./, (c) => c.toUpperCase());

/** Inspection: the move-in reports of the tenant's bonds, every amenity with its count, condition and remarks. */
export function InspectionPane({ user, viewer }: PaneProps) {
  const inspections = useUserRecords<Inspection>('inspection', { tenantId: user.id }, 20);
  const bonds = useUserRecords<BondRow>('bond', { tenantId: user.id }, 10);
  const bondCode = (id: string) => bonds.data?.find((b) => b.id === id)?.bondId ?? '';
  return (
    <QueryState query={inspections} label="inspections">
      {(rows) =>
        rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No move-in inspection yet.
          </Typography>
        ) : (
          <Stack gap={2}>
            {rows.map((i) => (
              <SectionCard
                key={i.id}
                title={`Move-in inspection ${bondCode(i.bondId)}`.trim()}
                testId="inspection"
                action={
                  <Chip
                    size="small"
                    color={i.status === 'resolved' ? 'success' : 'default'}
                    label={shownEnum('inspection.status', i.status)}
                  />
                }
              >
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Submitted {shownDate(i.createdAt)}
                  {i.landlordComment ? ` · Landlord: ${i.landlordComment}` : ''}
                </Typography>
                {/* The inspection schema's other fields (x-ui.details 'more': what an analyst adds). */}
                <SchemaDetails
                  schema={inspectionSchema}
                  record={{ ...i }}
                  group="more"
                  roles={viewer.roles}
                  empty={null}
                  testId="inspection-details"
                />
                <TableContainer>
                  <Table size="small" aria-label="Amenities">
                    <TableHead>
                      <TableRow>
                        <TableCell>Room</TableCell>
                        <TableCell>Item</TableCell>
                        <TableCell align="right">Count</TableCell>
                        <TableCell>Condition</TableCell>
                        <TableCell>Remarks</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {i.amenities.map((a, n) => (
                        <TableRow key={n}>
                          <TableCell>{roomName(a.room)}</TableCell>
                          <TableCell>{a.name}</TableCell>
                          <TableCell align="right">{a.counts}</TableCell>
                          <TableCell>{shownEnum('inspection.amenity.conditions', a.conditions) || '—'}</TableCell>
                          <TableCell>
                            {[a.remark, a.landlordRemark && `Landlord: ${a.landlordRemark}`]
                              .filter(Boolean)
                              .join(' · ')}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </SectionCard>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
