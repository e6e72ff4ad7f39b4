import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

import { rupees } from '#domain/format/money.ts';
import type { Translate } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { fullAddress, genderLabel, imagesOf, placeLine } from '../properties/format.ts';
import { SITE_NAME } from '../seo/page-meta.ts';
import { ImageCarousel } from './image-carousel.tsx';
import type { CollegeProperty } from './types.ts';

/** The card's button (spec 000 §2): "Save on Deposit With" and the provider's name. */
export const saveLabel = (t: Translate): string => t('Save on Deposit With {site}', { site: SITE_NAME });

/** "Rent starting from - ₹8,000 /month" (the lowest rent of the property's rooms). */
export const rentLine = (p: Pick<CollegeProperty, 'minimumRent' | 'expectedRent'>, t: Translate): string =>
  t('Rent starting from - {rent} /month', { rent: rupees(p.minimumRent ?? p.expectedRent) });

/**
 * A property near the college (spec 000 §2): photos, gender badge, name, locality and city, the full address,
 * the lowest rent, and the button (`action`) that opens the booking popup.
 */
export function CollegeCard({
  property: p,
  eager,
  action,
  badge,
}: {
  property: CollegeProperty;
  eager?: boolean;
  action: ReactNode;
  badge?: ReactNode;
}) {
  const t = useT();
  const place = placeLine(p);
  const address = fullAddress(p);
  return (
    <Box
      component="li"
      data-testid="college-card"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '12px',
        overflow: 'hidden',
        bgcolor: '#FFFFFF',
        boxShadow: '0 4px 16px rgba(15,76,129,.06)',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ImageCarousel images={imagesOf(p)} name={p.name} eager={eager} />
        <Box
          component="span"
          data-testid="gender-badge"
          sx={{
            position: 'absolute',
            top: 10,
            left: 10,
            bgcolor: 'rgba(255,255,255,.95)',
            color: 'primary.dark',
            fontWeight: 700,
            fontSize: 13,
            px: 1.25,
            py: 0.25,
            borderRadius: 1,
            pointerEvents: 'none',
          }}
        >
          {t(genderLabel(p.genderPreference))}
        </Box>
        {badge}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Box
          component="h2"
          sx={{ m: 0, fontSize: '1.15rem', fontWeight: 800, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {p.name}
        </Box>
        {place ? (
          <Box
            component="p"
            data-testid="card-place"
            sx={{ m: 0, color: 'text.secondary', fontWeight: 600, fontSize: 14 }}
          >
            {place}
          </Box>
        ) : null}
        {address ? (
          <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'text.secondary', fontSize: 14 }}>
            <PlaceIcon aria-hidden="true" sx={{ fontSize: 18, mt: '1px', color: 'primary.main' }} />
            <Box component="address" data-testid="card-address" sx={{ fontStyle: 'normal', lineHeight: 1.5 }}>
              {address}
            </Box>
          </Box>
        ) : null}
        <Box
          component="p"
          data-testid="card-rent"
          sx={{ m: 0, mt: 'auto', pt: 1, fontWeight: 800, color: 'primary.main', fontSize: '1.05rem' }}
        >
          {rentLine(p, t)}
        </Box>
        <Box sx={{ pt: 1 }}>{action}</Box>
      </Box>
    </Box>
  );
}

/** The card's call to action, as a button (the booking popup) or a link (the sample card). */
export function SaveButton(
  props: { onClick: () => void; onPointerEnter?: () => void; label?: string } | { href: string; label?: string },
) {
  const t = useT();
  const common = {
    variant: 'contained' as const,
    color: 'secondary' as const,
    fullWidth: true,
    size: 'large' as const,
  };
  if ('href' in props) {
    return (
      <Button {...common} href={props.href}>
        {props.label ?? saveLabel(t)}
      </Button>
    );
  }
  return (
    <Button
      {...common}
      aria-haspopup="dialog"
      onClick={props.onClick}
      onPointerEnter={props.onPointerEnter}
      onFocus={props.onPointerEnter}
    >
      {props.label ?? saveLabel(t)}
    </Button>
  );
}
