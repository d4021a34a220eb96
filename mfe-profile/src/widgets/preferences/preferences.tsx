import { REMOTE_WIDGETS } from '@chairside/contracts/web';
import {
  ChevronRightIcon,
  EmbeddedWidgetDialog,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  SectionCard,
} from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import type { UnitSystem } from '../../features/goals-weight';
import { languageName, type LanguageCode } from '../../shared/config/languages';

const GoalsWeightDialog = lazy(() =>
  import('../../features/goals-weight').then((m) => ({ default: m.GoalsWeightDialog })),
);
const LanguageDialog = lazy(() => import('../../features/language').then((m) => ({ default: m.LanguageDialog })));

type Open = 'macros' | 'body' | 'language' | null;

/**
 * Settings rows: Adjust macronutrients (mfe-nutrition's Adjust Goals, embedded), Goals &
 * current weight, Language. Units and language are the client's own: kept while the page lives.
 */
export function Preferences() {
  const [open, setOpen] = useState<Open>(null);
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [language, setLanguage] = useState<LanguageCode>('en');
  const close = () => setOpen(null);
  const rows: Array<{ key: Exclude<Open, null>; primary: string; secondary: string }> = [
    { key: 'macros', primary: 'Adjust macronutrients', secondary: 'Daily calories, protein, carbs and fat' },
    { key: 'body', primary: 'Goals & current weight', secondary: 'Goal weight, weight, height, birthday, gender' },
    { key: 'language', primary: 'Language', secondary: languageName(language) },
  ];
  return (
    <SectionCard title="Preferences">
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
      <Suspense fallback={null}>
        {open === 'body' ? <GoalsWeightDialog units={units} onUnits={setUnits} onClose={close} /> : null}
        {open === 'language' ? <LanguageDialog value={language} onChange={setLanguage} onClose={close} /> : null}
      </Suspense>
    </SectionCard>
  );
}
