import AddHomeIcon from '@mui/icons-material/AddHome';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';

/**
 * The landlord welcome card's ADD PROPERTIES (spec 001 §2): opens the new-property form (/properties/#addnew in the
 * specification).
 */
export function AddPropertiesButton() {
  return (
    <Button
      component={Link}
      to="/property/create"
      variant="contained"
      color="inherit"
      startIcon={<AddHomeIcon />}
      data-testid="add-properties"
      sx={{
        color: 'primary.main',
        bgcolor: 'common.white',
        fontWeight: 700,
        textTransform: 'uppercase',
        '&:hover': { bgcolor: 'grey.100' },
      }}
    >
      Add Properties
    </Button>
  );
}
