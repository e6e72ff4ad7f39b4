import HubIcon from '@mui/icons-material/Hub';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import SavingsIcon from '@mui/icons-material/Savings';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { AmenityIcon } from './amenity-icon.tsx';
import { Section } from './details-parts.tsx';
import { amenityIconName, shownAmenities } from './format.ts';

const HIGHLIGHTS = [
  {
    title: msg('Nivaas bonds'),
    text: msg('Move in with a rental bond instead of a large cash security deposit.'),
    Icon: VerifiedIcon,
  },
  {
    title: msg('Wide network of partner properties'),
    text: msg('Verified co-living, PG and rental homes across India.'),
    Icon: HubIcon,
  },
  {
    title: msg('Affordable'),
    text: msg('Keep your savings: pay a small bond fee, not months of rent upfront.'),
    Icon: SavingsIcon,
  },
];

/** What the text below the facts shows of a property. */
export interface MoreAbout {
  servantRoom?: boolean;
  studyRoom?: boolean;
  amenities?: string[];
  description?: string;
}

/**
 * The details page's text below the facts: highlights, extra rooms, amenities (spec 000 §2), the description.
 * It has no handlers, so the page renders it on the server only (`lazyPart(…, 'never')`): a phone downloads none
 * of its code (the amenities' icons among it) and does none of its rendering.
 */
export function DetailsMore({ servantRoom, studyRoom, amenities: all, description }: MoreAbout) {
  const t = useT();
  const amenities = shownAmenities(all);
  const rooms = [
    servantRoom ? { label: t('Servant Room'), Icon: MeetingRoomIcon } : null,
    studyRoom ? { label: t('Study Room'), Icon: LocalLibraryIcon } : null,
  ].filter((r): r is { label: string; Icon: typeof MeetingRoomIcon } => r !== null);
  return (
    <>
      <Section title={t('Highlights')}>
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {HIGHLIGHTS.map(({ title, text, Icon }) => (
            <Box component="li" key={title} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2 }}>
              <Icon aria-hidden="true" sx={{ color: 'primary.main' }} />
              <Box component="h3" sx={{ fontSize: '1rem', fontWeight: 700, my: 0.5 }}>
                {t(title)}
              </Box>
              <Box component="p" sx={{ m: 0, fontSize: 14, color: 'text.secondary' }}>
                {t(text)}
              </Box>
            </Box>
          ))}
        </Box>
      </Section>

      {rooms.length ? (
        <Section title={t('Extra rooms')}>
          <Box component="ul" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
            {rooms.map(({ label, Icon }) => (
              <Box
                component="li"
                key={label}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  border: '1px solid',
                  borderColor: 'divider',
                  borderRadius: 99,
                  px: 2,
                  py: 0.75,
                }}
              >
                <Icon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
                {label}
              </Box>
            ))}
          </Box>
        </Section>
      ) : null}

      {amenities.length ? (
        <Section title={t('Amenities')}>
          <Box
            component="ul"
            data-testid="amenities"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {amenities.map((a) => (
              <Box
                component="li"
                key={a}
                data-icon-name={amenityIconName(a)}
                className={`amenity-${amenityIconName(a)}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, '& svg': { color: 'primary.main' } }}
              >
                <AmenityIcon amenity={a} />
                {a}
              </Box>
            ))}
          </Box>
        </Section>
      ) : null}

      {description ? (
        <Section title={t('About this property')}>
          <Box component="p" sx={{ m: 0, lineHeight: 1.7, whiteSpace: 'pre-line' }}>
            {description}
          </Box>
        </Section>
      ) : null}
    </>
  );
}
