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
  TextField,
  Typography,
  visuallyHidden,
} from '@chairside/ui';
import { useEffect, useId, useRef, useState } from 'react';
import {
  avatarLetters,
  avatarImage,
  useUpdateUserProfileMutation,
  useUploadProfileImageMutation,
} from '../../../entities/user-profile';

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
        title: 'Upload failed',
        description: 'The photo is larger than 5MB. Please choose a smaller one.',
        variant: 'destructive',
      });
    setPending({ file, preview: URL.createObjectURL(file) });
  }

  async function save() {
    if (pending) {
      const up = await upload(pending.file);
      if ('error' in up)
        return failed(up.error, {
          title: 'Upload failed',
          description: 'Failed to upload image. Please try again.',
          variant: 'destructive',
        });
      setPending(null);
    }
    const trimmed = name.trim();
    // Trimmed; an empty name is sent as absent.
    const r = await update(trimmed ? { name: trimmed } : {});
    if ('error' in r)
      return failed(r.error, {
        title: 'Error',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });
    toast({ title: 'Profile updated!', description: 'Your profile has been successfully updated.' });
    onClose();
  }

  const letters = avatarLetters(user ? { ...user, profile: { name, profileImageUrl: null } } : null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Edit Profile</DialogTitle>
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
              alt={photo ? 'Your profile photo' : ''}
              sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
            >
              {letters}
            </Avatar>
            <Box>
              <Button variant="outlined" disabled={uploading} onClick={() => fileInput.current?.click()}>
                {pending ? 'Choose another photo' : 'Upload photo'}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
                {pending ? 'New photo: saved when you press Save Changes' : 'JPG, PNG up to 5MB'}
              </Typography>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                aria-label="Profile photo"
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
            label="Username (Email)"
            value={user?.email ?? ''}
            helperText="Your permanent login identifier"
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
          <TextField
            label="Display Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            helperText="This is how others will see you in the community"
            slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'name' } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="edit-profile-form" variant="contained" disabled={saving || uploading}>
          {saving || uploading ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
