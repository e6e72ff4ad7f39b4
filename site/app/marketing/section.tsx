import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One marketing section: an id to scroll to (`?section=`), an h2 and its content, on white or a tint. */
export function Section({
  id,
  title,
  intro,
  tone = 'white',
  children,
  headingAlign = 'center',
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'white' | 'tint';
  children: ReactNode;
  headingAlign?: 'center' | 'left';
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{
        py: { xs: 6, md: 9 },
        bgcolor: tone === 'tint' ? '#F3F7FB' : '#FFFFFF',
        scrollMarginTop: { xs: 60, md: 68 },
      }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2.5, md: 3 } }}>
        <Box
          sx={{
            textAlign: headingAlign,
            mb: { xs: 3.5, md: 5 },
            maxWidth: headingAlign === 'center' ? 760 : undefined,
            mx: headingAlign === 'center' ? 'auto' : undefined,
          }}
        >
          <Box component="h2" id={`${id}-title`} sx={{ typography: 'h2', color: 'primary.dark', m: 0 }}>
            {title}
          </Box>
          {intro && (
            <Box
              component="p"
              sx={{ mt: 1.5, mb: 0, color: 'text.secondary', fontSize: { xs: 16, md: 18 }, lineHeight: 1.6 }}
            >
              {intro}
            </Box>
          )}
        </Box>
        {children}
      </Box>
    </Box>
  );
}

export const cardSx = {
  bgcolor: '#FFFFFF',
  border: '1px solid #E3E8EF',
  borderRadius: '16px',
  p: { xs: 2.5, md: 3 },
} as const;

/** A round badge for a section icon. */
export function IconBadge({ children, tone = 'blue' }: { children: ReactNode; tone?: 'blue' | 'orange' }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 52,
        height: 52,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: tone === 'blue' ? 'primary.light' : '#FBEAE0',
        color: tone === 'blue' ? 'primary.main' : 'secondary.main',
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** An item card of a marketing grid: icon badge, title and text (benefits, why-choose-us, co-living features). */
export function FeatureCard({
  icon,
  tone,
  title,
  description,
  as = 'li',
  sx,
  ...rest
}: {
  icon: ReactNode;
  tone: 'orange' | 'blue';
  title: string;
  description?: string;
  as?: 'li' | 'div';
  sx?: object;
  'data-feature'?: boolean;
}) {
  return (
    <Box component={as} sx={{ ...cardSx, ...sx }} {...rest}>
      <IconBadge tone={tone}>{icon}</IconBadge>
      <Box component="h3" sx={{ typography: 'h4', m: 0, mb: 1, color: 'primary.dark' }}>
        {title}
      </Box>
      <Box component="p" sx={{ m: 0, color: 'text.secondary', lineHeight: 1.6 }}>
        {description}
      </Box>
    </Box>
  );
}
