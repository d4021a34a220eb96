import { Button } from '@mui/material';
import type { ComponentType } from 'react';

/** A quick action: its icon over its name, as a button (the dashboard's card and the shell's dialog). */
export function ActionTile({
  label,
  Icon,
  onClick,
  primary = false,
}: {
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  onClick: () => void;
  primary?: boolean;
}) {
  return (
    <Button
      variant={primary ? 'contained' : 'outlined'}
      onClick={onClick}
      sx={{ flexDirection: 'column', gap: 0.5, py: 1.5, minHeight: 76, lineHeight: 1.2 }}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
