import { Box, Typography } from '@chairside/ui';
import type { ReactNode } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
}

/**
 * A radio group drawn as a row of cells: one Tab stop, arrows move and choose (the browser's own
 * radios underneath), each cell at least 44 px square for a finger.
 */
export function ChoiceCells<T extends string | number>({
  name,
  legend,
  choices,
  value,
  onChange,
  columns,
  describedBy,
}: {
  name: string;
  legend: string;
  choices: Choice<T>[];
  value: T | null;
  onChange: (v: T) => void;
  columns: { xs: string; md?: string };
  describedBy?: string;
}) {
  return (
    <Box component="fieldset" aria-describedby={describedBy} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: 0.5 }}>
        {choices.map((c) => (
          <Box
            component="label"
            key={c.value}
            sx={{
              position: 'relative',
              '& input:focus-visible + span': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
              '& input:checked + span': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderColor: 'primary.main',
              },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={String(c.value)}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              sx={{ position: 'absolute', opacity: 0, inset: 0, m: 0, width: 1, height: 1, cursor: 'pointer' }}
            />
            <Box
              component="span"
              sx={{
                minHeight: 48,
                minWidth: 44,
                px: 0.5,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                fontWeight: 600,
                lineHeight: 1.1,
                cursor: 'pointer',
                userSelect: 'none',
              }}
            >
              {c.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
