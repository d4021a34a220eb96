import {
  useToast,
  CloseIcon,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
} from '@chairside/ui';
import { useId } from 'react';
import { LANGUAGES, type LanguageCode } from '../../../shared/config/languages';

/** Language: picking one says so and closes; the choice is local (no persistence). */
export function LanguageDialog({
  value,
  onChange,
  onClose,
}: {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        Language
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <List aria-label="Languages">
          {LANGUAGES.map((l) => (
            <ListItem key={l.code} disablePadding>
              <ListItemButton
                selected={l.code === value}
                aria-current={l.code === value ? 'true' : undefined}
                onClick={() => {
                  onChange(l.code);
                  toast({ title: 'Language Changed', description: `Language switched to ${l.name}` });
                  onClose();
                }}
              >
                <ListItemText primary={l.name} secondary={l.code} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
