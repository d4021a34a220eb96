import { SectionCard, Box } from '@chairside/ui';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';

/**
 * The card's frame, shared by the lazily loaded card and its placeholder: the same heading and
 * the same least height, so nothing below moves when the card arrives.
 */
export function SugarCardFrame({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <SectionCard title={t('Sugar & your teeth')}>
      <Box sx={{ minHeight: 232, display: 'flex', flexDirection: 'column', gap: 1 }}>{children}</Box>
    </SectionCard>
  );
}
