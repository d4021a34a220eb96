import { Box, Typography, visuallyHidden } from '@chairside/ui';
import { Fragment } from 'react';
import { useT } from '../../../shared/i18n';

/**
 * A summary line with its arrow drawn: the self-hosted Roboto has no "→", so a text arrow would be
 * whatever the device's fallback font makes of it. A screen reader reads "6 to 3".
 */
export function SummaryLine({ line }: { line: string }) {
  const t = useT();
  const parts = line.split(' → ');
  return (
    <Typography component="li" sx={{ fontWeight: 500 }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <>
              {' '}
              <Box
                component="svg"
                viewBox="0 0 16 16"
                aria-hidden
                sx={{ width: '0.9em', height: '0.9em', verticalAlign: '-0.08em' }}
              >
                <path d="M1 8h12M9 3.5 13.5 8 9 12.5" fill="none" stroke="currentColor" strokeWidth={1.8} />
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {t('to')}
              </Box>{' '}
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </Typography>
  );
}
