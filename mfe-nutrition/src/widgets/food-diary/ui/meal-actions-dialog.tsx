import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
} from '@chairside/ui';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';

export type MealChoice = 'saved-meals' | 'copy-from' | 'copy-to' | 'save-meal';

/** A meal's More: what can be done with the meal as a whole. Copying or saving needs something in it. */
export function MealActionsDialog({
  title,
  empty,
  onChoose,
  onClose,
}: {
  title: string;
  empty: boolean;
  onChoose: (choice: MealChoice) => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const choices: { choice: MealChoice; primary: string; secondary: string; needsEntries?: boolean }[] = [
    { choice: 'saved-meals', primary: t('Log a saved meal'), secondary: t('Add a meal you saved, in one step') },
    {
      choice: 'copy-from',
      primary: t('Copy from another day'),
      secondary: t("Yesterday's, or any of the last 30 days"),
    },
    {
      choice: 'copy-to',
      primary: t('Copy to another day'),
      secondary: t('Every entry of this meal'),
      needsEntries: true,
    },
    {
      choice: 'save-meal',
      primary: t('Save as meal'),
      secondary: t('Name it to log it again later'),
      needsEntries: true,
    },
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        <List aria-labelledby={titleId}>
          {choices.map((c) => (
            <ListItemButton key={c.choice} disabled={c.needsEntries && empty} onClick={() => onChoose(c.choice)}>
              <ListItemText
                primary={c.primary}
                secondary={c.needsEntries && empty ? t('Nothing logged in this meal yet') : c.secondary}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
