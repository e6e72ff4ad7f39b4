import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';

export type PropertyView = 'grid' | 'list';

/** Grid or list view of the property listings. */
export function ViewToggle({ value, onChange }: { value: PropertyView; onChange: (view: PropertyView) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, v: PropertyView | null) => v && onChange(v)}
      aria-label="View"
    >
      <ToggleButton value="grid" aria-label="Grid view">
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label="List view">
        <ViewListIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
