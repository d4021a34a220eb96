import { TOAST_MS } from '@chairside/contracts/web';
import {
  Box,
  Button,
  CloseIcon,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@chairside/ui';
import { useShare } from '@chairside/ui/share';
import { useEffect, useId, useState } from 'react';
import { invitation, mailtoLink, smsLink } from '../model/invitation';
import { useT } from '../../../shared/i18n';

/** Invite Friends: share sheet, else copy; Copy Link; e-mail and SMS links. */
export function InviteFriendsDialog({ onClose }: { onClose: () => void }) {
  const { share, copy } = useShare();
  const titleId = useId();
  const t = useT();
  // Worded in the active language at each render.
  const invite = invitation(window.location.origin);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TOAST_MS.copiedIndicator);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyRequest = {
    clipboard: invite.text,
    manual: invite.url,
    copied: { title: t('Invitation copied!'), description: t('Paste it anywhere to invite a friend.') },
    onCopied: () => setCopied(true),
  };
  const shareRequest = {
    ...copyRequest,
    title: invite.subject,
    text: invite.text,
    url: invite.url,
    shared: { title: t('Invitation shared!'), description: t('Thanks for spreading the word.') },
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {t('Invite Friends')}
        <IconButton aria-label={t('Close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {t('Know a dentist, hygienist or oral surgeon who would like this? Send them an invitation.')}
          </Typography>
          <Paper
            variant="outlined"
            sx={{ p: 2, bgcolor: 'action.hover' }}
            aria-label={t('Invitation preview')}
            role="group"
          >
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {invite.subject}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {invite.text}
            </Typography>
          </Paper>
          <Button variant="contained" onClick={() => void share(shareRequest)}>
            {t('Share with friends')}
          </Button>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            <Button variant="outlined" onClick={() => void copy(copyRequest)} aria-live="polite">
              {copied ? t('Copied!') : t('Copy Link')}
            </Button>
            <Button variant="outlined" component="a" href={mailtoLink(invite)}>
              {t('Email')}
            </Button>
            <Button variant="outlined" component="a" href={smsLink(invite)}>
              {t('SMS')}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
