import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@remix-run/react';
import { useCallback, useMemo } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { detailsPath } from '../properties/format.ts';
import { srOnly } from '../properties/styles.ts';
import { myVisits, type VisitEntry } from '../visitor/visitor-api.ts';
import { visitDateLabel } from '../visits/visit-dates.ts';
import { EmptyList, LoadFailed, Loading } from './list-states.tsx';
import { usePropertiesHref } from './properties-href.ts';
import { useLeadList } from './use-lead-list.ts';
import { orderVisits, visitDateTime } from './visit-date.ts';

const STATUS: Record<string, string> = {
  scheduled: msg('Scheduled'),
  rescheduled: msg('Rescheduled'),
  cancelled: msg('Cancelled'),
  done: msg('Visited'),
};

/** The lead's visits (POST property/my-visits): upcoming first, soonest first; dates as "MMM Do YYYY" with the slot. */
export function VisitsTab({ leadId, onLost }: { leadId: string; onLost: () => void }) {
  const load = useCallback(() => myVisits(leadId), [leadId]);
  const { list, retry } = useLeadList<VisitEntry>(load, onLost);
  const ordered = useMemo(() => (list.state === 'ready' ? orderVisits(list.items) : undefined), [list]);
  const searchHref = usePropertiesHref();
  const t = useT();

  if (list.state === 'loading') return <Loading label={t('Loading your scheduled visits...')} />;
  if (list.state === 'failed')
    return <LoadFailed text={t('Your scheduled visits could not be loaded.')} onRetry={retry} />;
  if (!ordered || (!ordered.upcoming.length && !ordered.past.length)) {
    return (
      <EmptyList title={t('No scheduled visits yet')}>
        <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary' }}>
          {t("Choose a date and a time slot on a property's page to book a visit.")}
        </Box>
        <Button component={Link} to={searchHref} variant="contained">
          {t('Search properties')}
        </Button>
      </EmptyList>
    );
  }
  return (
    <>
      <VisitList title={t('Upcoming visits')} visits={ordered.upcoming} empty={t('No upcoming visits.')} />
      {ordered.past.length ? <VisitList title={t('Past visits')} visits={ordered.past} past /> : null}
    </>
  );
}

function VisitList({
  title,
  visits,
  empty,
  past,
}: {
  title: string;
  visits: VisitEntry[];
  empty?: string;
  past?: boolean;
}) {
  const id = past ? 'past-visits' : 'upcoming-visits';
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Box component="h2" id={id} sx={{ fontSize: '1.1rem', fontWeight: 700, mt: 0, mb: 1.5 }}>
        {title}
      </Box>
      {!visits.length ? (
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {empty}
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {visits.map((v) => (
            <VisitRow key={v.id} visit={v} past={past} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function VisitRow({ visit: v, past }: { visit: VisitEntry; past?: boolean }) {
  const t = useT();
  const property = v.propertyId && typeof v.propertyId === 'object' ? v.propertyId : undefined;
  const status = v.status ? t(STATUS[v.status] ?? v.status) : undefined;
  return (
    <Box
      component="li"
      data-testid="visit-row"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderLeft: '4px solid',
        borderLeftColor: past ? 'divider' : 'primary.main',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, sm: 3 },
        bgcolor: past ? '#F7F8FA' : 'background.paper',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box component="h3" sx={{ m: 0, fontSize: '1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {property ? (
            <Box
              component={Link}
              to={detailsPath(property.id)}
              prefetch="intent"
              sx={{
                color: 'primary.main',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {property.name ?? t('Property')}
            </Box>
          ) : (
            t('Property')
          )}
        </Box>
        {status ? (
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              mt: 0.5,
              fontSize: 12,
              fontWeight: 700,
              px: 1,
              py: '2px',
              borderRadius: 1,
              bgcolor: past ? '#E9ECF0' : 'primary.light',
              color: past ? 'text.secondary' : 'primary.dark',
            }}
          >
            {status}
          </Box>
        ) : null}
      </Box>
      <Box
        component="time"
        dateTime={visitDateTime(v)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, fontWeight: 600 }}
      >
        <Box component="span" data-testid="visit-date" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <EventIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
          {visitDateLabel(v.scheduledVisitDate.slice(0, 10))}
        </Box>
        <Box component="span" sx={srOnly}>
          {t(' at ')}
        </Box>
        <Box component="span" data-testid="visit-slot" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <ScheduleIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
          {v.scheduledVisitTimeSlot}
        </Box>
      </Box>
    </Box>
  );
}
