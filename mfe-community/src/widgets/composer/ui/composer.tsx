import { type FoodEntry } from '@chairside/contracts/web';
import { COMMUNITY_LIMITS } from '@chairside/contracts/web-lazy';
import { Box, Button, CloseIcon, IconButton, SectionCard, Stack, useCallFailed, useToast } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { MealCard, useCreateCommunityPostMutation } from '../../../entities/community-post';
import { useT } from '../../../shared/i18n';
import { failureDescription } from '../../../shared/lib/call-failure';
import { MealIcon, PhotoIcon } from '../../../shared/ui/icons';
import { canPost, checkPhoto } from '../model/composer';

// Not on the page's first chunk: the preview comes once a photo is chosen, the meal list when Share
// Meal is first pressed.
const PhotoPreview = lazy(() => import('./photo-preview').then((m) => ({ default: m.PhotoPreview })));
const ShareMealDialog = lazy(() =>
  import('../../../features/share-meal').then((m) => ({ default: m.ShareMealDialog })),
);

/** 'Share a Message': text, an optional photo and an optional meal from today's diary. */
export function Composer() {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [meal, setMeal] = useState<FoodEntry | null>(null);
  const [choosingMeal, setChoosingMeal] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [create, { isLoading: posting }] = useCreateCommunityPostMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const t = useT();

  function removePhoto() {
    setPhoto(null);
    // The same file chosen again must still fire a change.
    if (fileInput.current) fileInput.current.value = '';
  }

  function onPhotoChosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const check = checkPhoto(file);
    if (check !== 'ok') {
      e.target.value = '';
      // Anything but an image is ignored; a photo too large gets a reason.
      if (check === 'too-large')
        toast({
          title: t('Photo too large'),
          description: t('Please choose a photo under 5 MB.'),
          variant: 'destructive',
        });
      return;
    }
    setPhoto(file);
    toast({ title: t('Image Selected'), description: t('Your photo will be posted with your message.') });
  }

  function onMealPicked(picked: FoodEntry, message: string) {
    setMeal(picked);
    setText(message);
    setChoosingMeal(false);
    toast({ title: t('Meal Added'), description: t('{{food}} is attached to your post.', { food: picked.foodName }) });
  }

  async function post() {
    const r = await create({ content: text, image: photo, foodEntryId: meal?.id ?? null });
    // What was typed, chosen and attached stays, so Post Message can simply be pressed again.
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: failureDescription(r.error, t('Failed to create post. Please try again.')),
        variant: 'destructive',
      });
    setText('');
    removePhoto();
    setMeal(null);
    toast({ title: t('Post Created!'), description: t('Your post has been shared with the community.') });
  }

  return (
    <SectionCard title={t('Share a Message')}>
      <Stack
        component="form"
        noValidate
        spacing={1.5}
        onSubmit={(e) => {
          e.preventDefault();
          if (canPost(text, posting)) void post();
        }}
      >
        <TextField
          label={t('Message')}
          placeholder={t('Share a win, a tip or a healthy lunch idea with fellow dental professionals...')}
          multiline
          minRows={3}
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: COMMUNITY_LIMITS.postChars } }}
        />
        {photo ? (
          <Box>
            <Suspense fallback={null}>
              <PhotoPreview file={photo} onRemove={removePhoto} />
            </Suspense>
          </Box>
        ) : null}
        {meal ? (
          <MealCard
            meal={meal}
            action={
              <IconButton aria-label={t('Remove meal')} size="small" onClick={() => setMeal(null)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          />
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<PhotoIcon />} onClick={() => fileInput.current?.click()}>
            {t('Photo')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('Attach a photo')}
            onChange={onPhotoChosen}
          />
          <Button variant="outlined" startIcon={<MealIcon />} onClick={() => setChoosingMeal(true)}>
            {t('Share Meal')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canPost(text, posting)}
            sx={{ ml: { xs: 0, sm: 'auto' }, flexGrow: { xs: 1, sm: 0 } }}
          >
            {posting ? t('Posting...') : t('Post Message')}
          </Button>
        </Box>
      </Stack>
      {choosingMeal ? (
        <Suspense fallback={null}>
          <ShareMealDialog onClose={() => setChoosingMeal(false)} onPick={onMealPicked} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
