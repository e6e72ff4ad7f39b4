import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@remix-run/react';

import { rupees } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';

import { detailsPath, genderLabel, imagesOf, offerRent, placeLine, type PropertyItem } from '../properties/format.ts';
import type { ShortlistEntry } from '../visitor/visitor-api.ts';

/** The card of one shortlisted property: picture, name (to the details), place, type, rent, and Remove. */
export function ShortlistCard({
  entry,
  removing,
  onRemove,
}: {
  entry: ShortlistEntry;
  removing: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  // "₹12,000/month" (properties/format.ts perMonth), in the page's language.
  const perMonth = (amount: number) => t('{amount}/month', { amount: rupees(amount) });
  const p = (
    entry.propertyId && typeof entry.propertyId === 'object' ? entry.propertyId : { id: String(entry.propertyId ?? '') }
  ) as Partial<PropertyItem> & { id: string };
  const name = p.name ?? t('Property');
  const image = imagesOf({ propertyImages: p.propertyImages, avatar: p.avatar })[0];
  const rent = typeof p.expectedRent === 'number' ? p.expectedRent : undefined;
  const offer = rent !== undefined ? offerRent({ expectedRent: rent, discountedRent: p.discountedRent }) : undefined;
  const place = placeLine({ propertyAddress: p.propertyAddress as PropertyItem['propertyAddress'] });
  const href = detailsPath(p.id);
  return (
    <Box
      component="li"
      data-testid="shortlist-card"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow .2s',
        '&:hover, &:focus-within': { boxShadow: '0 6px 20px rgba(15,76,129,.15)' },
      }}
    >
      <Box
        component={Link}
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        sx={{ display: 'block', position: 'relative', bgcolor: 'primary.light', aspectRatio: '4 / 3' }}
      >
        {image ? (
          <Box
            component="img"
            src={image}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
        {p.genderPreference ? (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              fontSize: 12,
              fontWeight: 700,
              px: 1,
              py: '2px',
              borderRadius: 1,
              bgcolor: 'rgba(255,255,255,.94)',
              color: 'primary.dark',
            }}
          >
            {t(genderLabel(p.genderPreference))}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1, minWidth: 0 }}>
        <Box
          component="h2"
          sx={{ m: 0, fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          <Box
            component={Link}
            to={href}
            prefetch="intent"
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {name}
          </Box>
        </Box>
        {place ? (
          <Box component="p" sx={{ m: 0, fontSize: 14, color: 'text.secondary' }}>
            {place}
          </Box>
        ) : null}
        {p.propertyType ? (
          <Box component="p" sx={{ m: 0, fontSize: 14 }}>
            {p.propertyType}
          </Box>
        ) : null}
        {rent !== undefined ? (
          <Box
            component="p"
            data-testid="shortlist-rent"
            sx={{ m: 0, mt: 'auto', pt: 0.5, fontWeight: 700, color: 'primary.main' }}
          >
            {offer !== undefined ? (
              <>
                {perMonth(offer)}{' '}
                <Box component="s" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: 14 }}>
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      width: '1px',
                      height: '1px',
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {t('was')}{' '}
                  </Box>
                  {rupees(rent)}
                </Box>
              </>
            ) : (
              perMonth(rent)
            )}
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={href}
            variant="outlined"
            size="small"
            aria-label={t('View details of {name}', { name })}
          >
            {t('View details')}
          </Button>
          <Button
            variant="text"
            color="error"
            size="small"
            startIcon={<DeleteOutlineIcon aria-hidden="true" />}
            onClick={onRemove}
            disabled={removing}
            aria-label={t('Remove {name} from your shortlist', { name })}
          >
            {removing ? t('Removing...') : t('Remove')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
