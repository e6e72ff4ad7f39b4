import Box from '@mui/material/Box';
import { Link } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';

/** Properties / the room type (a search of that type in the property's city, when it is one) / the property. */
export function DetailsBreadcrumb({
  name,
  propertyType,
  typeHref,
}: {
  name: string;
  propertyType?: string;
  typeHref?: string;
}) {
  const t = useT();
  return (
    <Box component="nav" aria-label={t('Breadcrumb')} sx={{ fontSize: 14, minWidth: 0 }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.75,
          listStyle: 'none',
          p: 0,
          m: 0,
          '& li + li::before': { content: '"/"', mr: 0.75, color: 'text.secondary' },
        }}
      >
        <li>
          <Box component={Link} to="/properties" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {t('Properties')}
          </Box>
        </li>
        <li>
          {typeHref ? (
            <Box component={Link} to={typeHref} sx={{ color: 'primary.main', fontWeight: 600 }}>
              {propertyType && t(propertyType)}
            </Box>
          ) : (
            propertyType && t(propertyType)
          )}
        </li>
        <Box component="li" aria-current="page" sx={{ color: 'text.secondary' }}>
          {name}
        </Box>
      </Box>
    </Box>
  );
}
