import { SectionCard, Box } from '@chairside/ui';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';

/** The card's frame for the lazily loaded card and its placeholder: same heading, same least height. */
export function ExpenditureCardFrame({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <SectionCard title={t('Your expenditure')}>
      <Box sx={{ minHeight: 180, display: 'flex', flexDirection: 'column', gap: 1 }}>{children}</Box>
    </SectionCard>
  );
}
