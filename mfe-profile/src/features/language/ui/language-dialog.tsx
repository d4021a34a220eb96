import { LANGUAGES, type LanguageCode } from '@chairside/contracts/web';
import {
  changeLanguage,
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
import { useUpdateUserProfileMutation } from '../../../entities/user-profile';
import { t as translate, useT } from '../../../shared/i18n';

/**
 * Language: each listed in its own name. Picking one switches every screen at once (no reload),
 * says so in the new language, and is kept in the profile, so the member's other devices follow.
 */
export function LanguageDialog({ value, onClose }: { value: LanguageCode; onClose: () => void }) {
  const { toast } = useToast();
  const t = useT();
  const titleId = useId();
  const [updateProfile] = useUpdateUserProfileMutation();
  const pick = async (code: LanguageCode, name: string) => {
    onClose();
    void updateProfile({ language: code });
    await changeLanguage(code);
    toast({
      title: translate('Language Changed'),
      description: translate('Language switched to {{language}}', { language: name }),
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {t('Language')}
        <IconButton aria-label={t('Close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <List aria-label={t('Languages')}>
          {LANGUAGES.map((l) => (
            <ListItem key={l.code} disablePadding lang={l.code}>
              <ListItemButton
                selected={l.code === value}
                aria-current={l.code === value ? 'true' : undefined}
                onClick={() => void pick(l.code, l.name)}
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
