import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { ItemAccordion } from '../corporate/benefit-accordion.tsx';
import { SUPPORT_EMAIL } from '../layout/contact-details.ts';
import { type FaqItem, filterFaqs } from './faq-search.ts';
import { FaqSearchBox } from './faq-search-box.tsx';

export interface AudienceFaqs {
  audience: string;
  label: string;
  items: FaqItem[];
}

/** The search box, one tab per audience (tenant first) and the accordion of the chosen tab's matching questions. */
export function FaqBrowser({ groups }: { groups: AudienceFaqs[] }) {
  const t = useT();
  const [tab, setTab] = useState(groups[0]?.audience ?? 'tenant');
  const [query, setQuery] = useState('');
  const matches = useMemo(
    () => Object.fromEntries(groups.map((g) => [g.audience, filterFaqs(g.items, query)])),
    [groups, query],
  );
  const current = matches[tab] ?? [];
  const searching = query.trim() !== '';
  const elsewhere =
    searching && !current.length ? groups.filter((g) => g.audience !== tab && matches[g.audience]?.length) : [];
  return (
    <>
      <FaqSearchBox value={query} onChange={setQuery} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: { xs: 4, md: 5 } }}>
        <Tabs
          value={tab}
          onChange={(_e, v: string) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('Questions by audience')}
        >
          {groups.map((g) => (
            <Tab
              key={g.audience}
              value={g.audience}
              id={`faq-tab-${g.audience}`}
              aria-controls="faq-panel"
              label={searching ? `${t(g.label)} (${matches[g.audience]?.length ?? 0})` : t(g.label)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="faq-panel" aria-labelledby={`faq-tab-${tab}`} sx={{ pt: 3, minHeight: 240 }}>
        <Typography role="status" aria-live="polite" sx={{ color: 'text.secondary', mb: searching ? 2 : 0 }}>
          {searching
            ? current.length === 1
              ? t('{count} question matches “{query}”', { count: current.length, query: query.trim() })
              : t('{count} questions match “{query}”', { count: current.length, query: query.trim() })
            : ''}
        </Typography>
        {current.length ? (
          <ItemAccordion
            key={`${tab}|${query}`}
            items={current}
            idPrefix={`faq-${tab}`}
            headingLevel="h2"
            firstOpen={!searching || current.length === 1}
          />
        ) : (
          <Box sx={{ textAlign: 'center', py: 5, px: 2, border: '1px dashed #C9D1DB', borderRadius: 3 }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
              {searching
                ? t('No questions match “{query}”', { query: query.trim() })
                : t('No questions in this section yet')}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>
              {elsewhere.length ? (
                <>
                  {t('Try')}{' '}
                  {elsewhere.map((g, i) => (
                    <span key={g.audience}>
                      {i ? t(' or ') : ''}
                      <Link
                        component="button"
                        type="button"
                        underline="always"
                        onClick={() => setTab(g.audience)}
                        sx={{ fontSize: 'inherit', verticalAlign: 'baseline' }}
                      >
                        {t(g.label)} ({matches[g.audience]!.length})
                      </Link>
                    </span>
                  ))}
                  {t(', or write to')}{' '}
                  <Link href={`mailto:${SUPPORT_EMAIL}`} underline="always">
                    {SUPPORT_EMAIL}
                  </Link>
                  .
                </>
              ) : (
                <>
                  {t('Try other words, or write to')}{' '}
                  <Link href={`mailto:${SUPPORT_EMAIL}`} underline="always">
                    {SUPPORT_EMAIL}
                  </Link>{' '}
                  {t('and we will answer within one working day.')}
                </>
              )}
            </Typography>
          </Box>
        )}
      </Box>
    </>
  );
}
