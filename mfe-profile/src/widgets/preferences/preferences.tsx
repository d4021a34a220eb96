import { LANGUAGES, REMOTE_WIDGETS } from '@chairside/contracts/web';
import {
  ChevronRightIcon,
  EmbeddedWidgetDialog,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  SectionCard,
  currentLanguage,
} from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../shared/i18n';

const GoalsWeightDialog = lazy(() =>
  import('../../features/goals-weight').then((m) => ({ default: m.GoalsWeightDialog })),
);
const LanguageDialog = lazy(() => import('../../features/language').then((m) => ({ default: m.LanguageDialog })));

type Open = 'macros' | 'water' | 'body' | 'language' | null;

/**
 * Settings rows: Adjust macronutrients and Water goal (mfe-nutrition's, embedded), Goals &
 * current weight, Language. The language is the profile's.
 */
export function Preferences() {
  const [open, setOpen] = useState<Open>(null);
  const t = useT();
  const language = currentLanguage();
  const close = () => setOpen(null);
  const rows: Array<{ key: Exclude<Open, null>; primary: string; secondary: string }> = [
    { key: 'macros', primary: t('Adjust macronutrients'), secondary: t('Daily calories, protein, carbs and fat') },
    { key: 'water', primary: t('Water goal'), secondary: t('Daily water to drink') },
    {
      key: 'body',
      primary: t('Goals & current weight'),
      secondary: t('Goal weight, weight, height, birthday, gender'),
    },
    // The language in its own name, as the picker lists it.
    {
      key: 'language',
      primary: t('Language'),
      secondary: LANGUAGES.find((l) => l.code === language)?.name ?? 'English',
    },
  ];
  return (
    <SectionCard title={t('Preferences')}>
      <List disablePadding>
        {rows.map((r) => (
          <ListItem key={r.key} disablePadding divider>
            <ListItemButton onClick={() => setOpen(r.key)}>
              <ListItemText primary={r.primary} secondary={r.secondary} />
              <ChevronRightIcon aria-hidden="true" color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {open === 'macros' ? (
        <EmbeddedWidgetDialog maxWidth="xs" widget={REMOTE_WIDGETS.adjustGoals} onClose={close} />
      ) : null}
      {open === 'water' ? (
        <EmbeddedWidgetDialog maxWidth="xs" widget={REMOTE_WIDGETS.waterGoal} onClose={close} />
      ) : null}
      <Suspense fallback={null}>
        {open === 'body' ? <GoalsWeightDialog onClose={close} /> : null}
        {open === 'language' ? <LanguageDialog value={language} onClose={close} /> : null}
      </Suspense>
    </SectionCard>
  );
}
