import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { SiteSection } from '#generated/types/site-section.ts';

/** An accordion of titled items (each title a heading of the given level) (corporate benefits, FAQ answers): one open at a time, the first open by default. */
export function ItemAccordion({
  items,
  idPrefix,
  firstOpen = true,
  headingLevel = 'h3',
}: {
  items: Pick<SiteSection, 'id' | 'title' | 'description'>[];
  idPrefix: string;
  firstOpen?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const [open, setOpen] = useState<number | false>(firstOpen ? 0 : false);
  return (
    <div>
      {items.map((item, i) => (
        <Accordion
          key={item.id ?? item.title}
          expanded={open === i}
          onChange={(_e, expanded) => setOpen(expanded ? i : false)}
          disableGutters
          elevation={0}
          slotProps={{ heading: { component: headingLevel } }}
          sx={{
            border: '1px solid #D5DDE6',
            borderRadius: 2,
            mb: 1.5,
            '&:before': { display: 'none' },
            overflow: 'hidden',
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${idPrefix}-${i}-header`}
            aria-controls={`${idPrefix}-${i}-content`}
          >
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              {item.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${idPrefix}-${i}-content`}>
            <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>{item.description}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
