import { SectionCard, Box } from '@chairside/ui';
import type { ReactNode } from 'react';

const SUGAR_CARD_TITLE = 'Sugar & your teeth';

/**
 * The card's frame, shared by the lazily loaded card and its placeholder: the same heading and
 * the same least height, so nothing below moves when the card arrives.
 */
export function SugarCardFrame({ children }: { children?: ReactNode }) {
  return (
    <SectionCard title={SUGAR_CARD_TITLE}>
      <Box sx={{ minHeight: 232, display: 'flex', flexDirection: 'column', gap: 1 }}>{children}</Box>
    </SectionCard>
  );
}
