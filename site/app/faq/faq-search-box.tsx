import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

import { useT } from '#forms/i18n.tsx';

/** The /faqs search box: filters the questions and answers as the visitor types. */
export function FaqSearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => e.preventDefault()}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: '#FFFFFF',
        borderRadius: 99,
        px: 2.5,
        py: 0.5,
        maxWidth: 640,
        mx: 'auto',
        boxShadow: '0 6px 24px rgba(0,0,0,0.18)',
      }}
    >
      <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
      <Box
        component="input"
        type="search"
        name="q"
        value={value}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        placeholder={t('Search questions, e.g. bond cost, claim, refund')}
        aria-label={t('Search the questions')}
        autoComplete="off"
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          font: 'inherit',
          fontSize: '1.05rem',
          py: 1.25,
          bgcolor: 'transparent',
          color: 'text.primary',
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {value && (
        <IconButton aria-label={t('Clear the search')} size="small" onClick={() => onChange('')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
