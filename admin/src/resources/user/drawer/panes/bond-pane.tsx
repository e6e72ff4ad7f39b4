import { Link, Stack, Typography } from '@mui/material';

import { useMoney } from '#admin/layout/use-money.ts';
import { ReferenceName } from '#admin/resources/product/reference-name.tsx';
import { BondStatusChip } from '#admin/resources/user/status-chip.tsx';
import { can } from '#admin/session/auth-provider.ts';
import { SchemaDetails } from '#forms/details/schema-details.tsx';
import bondSchema from '#generated/schemas/bond.json';

import type { PaneProps } from '../pane-props.ts';
import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useRefreshUser, useUserRecords } from '../use-user-detail.ts';
import { BondActions } from './bond-actions.tsx';
import type { BondRow } from './bond-row.ts';
import { PaymentsSection } from './payments-section.tsx';

/** A bond document (agreement, move-in report) opened in a new tab, or a dash. */
function DocumentLink({ doc }: { doc?: { docUrl?: string } }) {
  return doc?.docUrl ? (
    <Link href={doc.docUrl} target="_blank" rel="noopener noreferrer">
      View
    </Link>
  ) : (
    <>—</>
  );
}

/**
 * Bond: the tenant's bonds as this viewer may see them (a landlord: those on their properties), each as the bond schema
 * lays it out (x-ui.details: amounts, dates, documents; the number and status head the card) with its certificate;
 * Update Dates and Release Bond for landlords and staff with bond update rights (spec 002 §4, §6; Release hidden once
 * Released), and the payments for staff.
 */
export function BondPane({ user, viewer }: PaneProps) {
  const bonds = useUserRecords<BondRow>('bond', { tenantId: user.id }, 10);
  const mayChange = viewer.internal ? can(viewer.permissions, 'bonds', 'update') : viewer.config?.type === 'landlord';
  const released = useRefreshUser();
  const money = useMoney();
  return (
    <Stack gap={2}>
      <QueryState query={bonds} label="bonds">
        {(rows) =>
          rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No bond yet.
            </Typography>
          ) : (
            <Stack gap={2}>
              {rows.map((b) => (
                <SectionCard
                  key={b.id}
                  title={`Bond ${b.bondId ?? ''}`.trim()}
                  testId="bond-details"
                  action={<BondStatusChip status={b.status} />}
                >
                  <BondActions bond={b} mayChange={mayChange} onReleased={released} />
                  <SchemaDetails
                    schema={bondSchema}
                    record={{ ...b }}
                    omit={['bondId', 'status', 'tenantId']}
                    roles={viewer.roles}
                    money={money}
                    render={{
                      agreement: () => <DocumentLink doc={b.agreement} />,
                      moveInReport: () => <DocumentLink doc={b.moveInReport} />,
                    }}
                    referenceName={(resource, id) => <ReferenceName resource={resource} id={id} />}
                    testId="bond-facts"
                  />
                </SectionCard>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {viewer.internal && <PaymentsSection userId={user.id} />}
    </Stack>
  );
}
