import type { FoodEntry, MealType } from '@chairside/contracts/web';
import { formatAmount, mealTypeLabel, Avatar, Box, Button, List, ListItem, Typography } from '@chairside/ui';
import { useId } from 'react';
import { portionLabel, type MealGroup } from '../../../entities/food-entry';
import { t as translate, useT } from '../../../shared/i18n';

const macros = (m: { protein: number; carbs: number; fat: number }) =>
  translate('P {{protein}}g · C {{carbs}}g · F {{fat}}g', {
    protein: formatAmount(m.protein),
    carbs: formatAmount(m.carbs),
    fat: formatAmount(m.fat),
  });

/** The entry's fibre, saturated fat and sodium that are known (an unknown one is left out, not shown as 0). */
const extras = (e: FoodEntry) =>
  [
    e.fibre == null ? null : translate('Fibre {{grams}}g', { grams: formatAmount(e.fibre) }),
    e.saturatedFat == null ? null : translate('Sat fat {{grams}}g', { grams: formatAmount(e.saturatedFat) }),
    e.sodium == null ? null : translate('Sodium {{mg}}mg', { mg: formatAmount(e.sodium) }),
  ].filter(Boolean);

/**
 * One meal of the diary, shown empty too: its heading with the subtotal, its own Add and More
 * (copy, save, saved meals), then its entries with Edit, Move and Delete.
 */
export function MealSection({
  group,
  onAdd,
  onMore,
  onEdit,
  onMove,
  onDelete,
}: {
  group: MealGroup<FoodEntry>;
  onAdd: (meal: MealType) => void;
  onMore: (group: MealGroup<FoodEntry>) => void;
  onEdit: (e: FoodEntry) => void;
  onMove: (e: FoodEntry) => void;
  onDelete: (e: FoodEntry) => void;
}) {
  const t = useT();
  const headingId = useId();
  const meal = mealTypeLabel(group.mealType);
  const empty = group.entries.length === 0;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, flex: '1 1 auto' }}>
          {meal}
        </Typography>
        {empty ? null : (
          <Typography color="text.secondary" aria-label={t('{{meal}} subtotal', { meal })}>
            {`${formatAmount(group.subtotal.calories)} kcal · ${macros(group.subtotal)}`}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button size="small" aria-label={t('Add to {{meal}}', { meal })} onClick={() => onAdd(group.mealType)}>
            {t('Add')}
          </Button>
          <Button
            size="small"
            aria-label={t('More for {{meal}}', { meal })}
            aria-haspopup="dialog"
            onClick={() => onMore(group)}
          >
            {t('More')}
          </Button>
        </Box>
      </Box>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {t('Nothing logged.')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {group.entries.map((e) => (
            <ListItem key={e.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              {e.imageUrl ? (
                <Avatar variant="rounded" src={e.imageUrl} alt={t('Photo of {{food}}', { food: e.foodName })} />
              ) : null}
              <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{e.foodName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[portionLabel(e), macros(e), ...extras(e)].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Typography
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >{`${formatAmount(e.calories)} kcal`}</Typography>
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <Button size="small" aria-label={t('Edit {{name}}', { name: e.foodName })} onClick={() => onEdit(e)}>
                  {t('Edit')}
                </Button>
                <Button
                  size="small"
                  aria-label={t('Move or copy {{food}}', { food: e.foodName })}
                  aria-haspopup="dialog"
                  onClick={() => onMove(e)}
                >
                  {t('Move')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('Delete {{name}}', { name: e.foodName })}
                  onClick={() => onDelete(e)}
                >
                  {t('Delete')}
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
