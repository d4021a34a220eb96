import { useCurrentUserQuery } from '@chairside/api-client';
import { PHOTO_UPLOAD } from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  visuallyHidden,
} from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useEffect, useId, useRef, useState } from 'react';
import {
  avatarLetters,
  avatarImage,
  useUpdateUserProfileMutation,
  useUploadProfileImageMutation,
} from '../../../entities/user-profile';
import { useT } from '../../../shared/i18n';

const MAX_PHOTO_BYTES = PHOTO_UPLOAD.maxBytes;

/**
 * Edit Profile: photo, the read-only login e-mail and the display name. A chosen photo is only
 * previewed here; Save Changes uploads it (the API puts an uploaded photo on the profile at once)
 * and saves the name, so Cancel leaves the avatar as it was.
 */
export function EditProfileDialog({ onClose }: { onClose: () => void }) {
  const { data: user } = useCurrentUserQuery();
  const [upload, { isLoading: uploading }] = useUploadProfileImageMutation();
  const [update, { isLoading: saving }] = useUpdateUserProfileMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const titleId = useId();
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(user?.profile?.name ?? '');
  // The photo chosen but not yet saved, and its preview (a blob: URL, freed when replaced or closed).
  const [pending, setPending] = useState<{ file: File; preview: string } | null>(null);
  const photo = pending?.preview ?? avatarImage(user);
  useEffect(() => () => (pending ? URL.revokeObjectURL(pending.preview) : undefined), [pending]);

  function onFile(file: File | undefined) {
    if (!file) return;
    // The API refuses it anyway (413); saying so here spares the user a long upload for nothing.
    if (file.size > MAX_PHOTO_BYTES)
      return toast({
        title: t('Upload failed'),
        description: t('The photo is larger than 5MB. Please choose a smaller one.'),
        variant: 'destructive',
      });
    setPending({ file, preview: URL.createObjectURL(file) });
  }

  async function save() {
    if (pending) {
      const up = await upload(pending.file);
      if ('error' in up)
        return failed(up.error, {
          title: t('Upload failed'),
          description: t('Failed to upload image. Please try again.'),
          variant: 'destructive',
        });
      setPending(null);
    }
    const trimmed = name.trim();
    // Trimmed; an empty name is sent as absent.
    const r = await update(trimmed ? { name: trimmed } : {});
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to update profile. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Profile updated!'), description: t('Your profile has been successfully updated.') });
    onClose();
  }

  const letters = avatarLetters(user ? { ...user, profile: { name, profileImageUrl: null } } : null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Edit Profile')}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={3}
          sx={{ pt: 1 }}
          component="form"
          id="edit-profile-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Avatar
              src={photo}
              alt={photo ? t('Your profile photo') : ''}
              sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
            >
              {letters}
            </Avatar>
            <Box>
              <Button variant="outlined" disabled={uploading} onClick={() => fileInput.current?.click()}>
                {pending ? t('Choose another photo') : t('Upload photo')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
                {pending ? t('New photo: saved when you press Save Changes') : t('JPG, PNG up to 5MB')}
              </Typography>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                aria-label={t('Profile photo')}
                tabIndex={-1}
                style={visuallyHidden}
                onChange={(e) => {
                  onFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Box>
          </Box>
          <TextField
            label={t('Username (Email)')}
            value={user?.email ?? ''}
            helperText={t('Your permanent login identifier')}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
          <TextField
            label={t('Display Name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            helperText={t('This is how others will see you in the community')}
            slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'name' } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form="edit-profile-form" variant="contained" disabled={saving || uploading}>
          {saving || uploading ? t('Saving...') : t('Save Changes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
