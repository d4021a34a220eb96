import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useUiT } from './i18n/ui-texts';

/**
 * A phone-shaped frame for marketing previews. The content is real components at phone width,
 * scaled down with the frame, so previews stay true as the components change.
 */
export const PHONE_WIDTH = 300;
const PHONE_HEIGHT = 560;

export function PhoneFrame({ title, children, scale = 0.8 }: { title: string; children: ReactNode; scale?: number }) {
  const t = useUiT();
  const width = PHONE_WIDTH;
  const height = PHONE_HEIGHT;
  // The content is drawn at phone width and scaled to exactly the frame's inside, so nothing is cut.
  const border = Math.max(4, Math.round(8 * scale));
  const inside = width * scale - 2 * border;
  const contentScale = inside / width;
  return (
    <Box
      component="figure"
      aria-label={t('{{title}} preview', { title })}
      sx={{ m: 0, width: width * scale, flex: '0 0 auto' }}
    >
      <Box
        sx={{
          width: width * scale,
          height: height * scale,
          borderRadius: `${28 * scale}px`,
          border: `${border}px solid #1d2b2b`,
          bgcolor: 'background.default',
          overflow: 'hidden',
          boxShadow: 3,
        }}
      >
        {/* inert: the preview's buttons are pictures of buttons, not controls (no focus, no clicks). */}
        <Box
          aria-hidden="true"
          inert
          sx={{
            width,
            height: (height * scale - 2 * border) / contentScale,
            transform: `scale(${contentScale})`,
            transformOrigin: 'top left',
            p: 1.5,
            pointerEvents: 'none',
          }}
        >
          {children}
        </Box>
      </Box>
      <Typography component="figcaption" variant="subtitle2" sx={{ textAlign: 'center', mt: 1 }}>
        {title}
      </Typography>
    </Box>
  );
}
