import { Alert, Box, Button, Stack, Typography } from '@chairside/ui';
import type { RefObject } from 'react';
import { useT } from '../../../shared/i18n';
import type { ScanState } from '../model/scan-state';

/** The 4:3 frame: the live camera, the still taken, or what to do when there is no camera. */
export function ScanPreview({
  videoRef,
  state: { mode, still, uploadOnly },
  onChooseFile,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: ScanState;
  onChooseFile: () => void;
}) {
  const t = useT();
  // The video element stays mounted while hidden: the camera stream is attached to it.
  const showVideo = !uploadOnly && !still;
  // Typing a barcode needs no picture: one line says why, and the number field sits right below.
  const typing = uploadOnly && mode === 'barcode';
  return (
    <>
      {typing ? (
        <Alert severity="info" sx={{ width: '100%', maxWidth: 420 }}>
          {t('The camera is not available. Type the number under the barcode instead.')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: typing ? 'none' : 'grid',
          width: '100%',
          maxWidth: 720,
          aspectRatio: '4 / 3',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
          position: 'relative',
          placeItems: 'center',
        }}
      >
        <Box
          component="video"
          ref={videoRef}
          muted
          playsInline
          aria-label={t('Camera preview')}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: showVideo ? 'block' : 'none' }}
        />
        {still ? (
          <Box
            component="img"
            src={still}
            alt={t('Captured food photo')}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : null}
        {uploadOnly && !still && mode === 'photo' ? (
          <Stack spacing={1} sx={{ color: 'common.white', textAlign: 'center', p: 3, alignItems: 'center' }}>
            <Typography>{t('The camera is not available. Choose a photo of your meal instead.')}</Typography>
            <Button variant="contained" onClick={() => onChooseFile()}>
              {t('Choose Photo')}
            </Button>
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
