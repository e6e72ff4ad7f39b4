import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { IconButton, List, ListItem, ListItemIcon, ListItemText, Paper } from '@mui/material';

export interface ChosenFilesListProps {
  files: File[];
  busy: boolean;
  onRemove: (index: number) => void;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The images waiting to be uploaded. */
export function ChosenFilesList({ files, busy, onRemove }: ChosenFilesListProps) {
  if (!files.length) return null;
  return (
    <Paper variant="outlined" sx={{ maxHeight: 320, overflow: 'auto' }}>
      <List dense aria-label="Chosen images">
        {files.map((f, i) => (
          <ListItem
            key={`${f.name}-${i}`}
            data-testid="chosen-image"
            secondaryAction={
              <IconButton edge="end" aria-label={`Remove ${f.name}`} onClick={() => onRemove(i)} disabled={busy}>
                <CloseIcon />
              </IconButton>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ImageIcon />
            </ListItemIcon>
            <ListItemText
              primary={f.name}
              secondary={size(f.size)}
              slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
