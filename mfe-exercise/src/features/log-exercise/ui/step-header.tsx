import { ArrowBackIcon, IconButton, Stack, Typography } from '@chairside/ui';
import { forwardRef, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';

/**
 * Each step's heading (h3: the dialog around the widget owns the h2), with the back arrow on every
 * step after the first. The heading takes focus when the step changes, so a screen reader hears where it is.
 */
export const StepHeader = forwardRef<HTMLHeadingElement, { id: string; onBack?: () => void; children: ReactNode }>(
  function StepHeader({ id, onBack, children }, ref) {
    const t = useT();
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        {onBack ? (
          <IconButton aria-label={t('Back', { context: 'navigation' })} onClick={onBack} edge="start">
            <ArrowBackIcon />
          </IconButton>
        ) : null}
        <Typography
          id={id}
          ref={ref}
          tabIndex={-1}
          variant="h6"
          component="h3"
          sx={{ fontWeight: 600, outline: 'none' }}
        >
          {children}
        </Typography>
      </Stack>
    );
  },
);
