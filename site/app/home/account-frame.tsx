import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Form } from '@remix-run/react';

/** The account area's page frame: its heading (h1), a sign-out button (a POST: nothing signs out by a link) and the page. */
export function AccountFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, mb: 3 }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'primary.main', fontSize: { xs: 28, md: 36 } }}>
            {title}
          </Typography>
          {lead && (
            <Typography component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {lead}
            </Typography>
          )}
        </div>
        <Form method="post" action="/logout" reloadDocument>
          <Button type="submit" variant="outlined">
            Sign out
          </Button>
        </Form>
      </Box>
      {children}
    </Container>
  );
}
