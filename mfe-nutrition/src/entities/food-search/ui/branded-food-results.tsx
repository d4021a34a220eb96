import { serverMessage } from '@chairside/api-client';
import type { BrandedFood } from '@chairside/contracts/web';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@chairside/ui';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { useSearchBrandedFoodsQuery } from '../api/branded-food-search-api';
import { per100gText, servingText } from '../model/branded-food';

/**
 * What Open Food Facts has for a search the member submitted (never per keystroke: it takes a few
 * searches a minute). The local suggestions stay usable whatever happens here.
 */
export function BrandedFoodResults({ query, onPick }: { query: string; onPick: (food: BrandedFood) => void }) {
  const t = useT();
  const headingId = useId();
  const { data, error, isFetching, isError, refetch } = useSearchBrandedFoodsQuery({ q: query });
  const foods = data?.foods ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('Branded foods for “{{query}}”', { query })}
      </Typography>
      {isFetching ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{t('Searching Open Food Facts…')}</Typography>
        </Box>
      ) : isError ? (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t('{{problem}} Your own and database foods can still be picked.', {
            problem: serverMessage(error) ?? t('Branded foods could not be searched.'),
          })}
        </Alert>
      ) : foods.length === 0 ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('No branded foods found for “{{query}}”.', { query })}
        </Typography>
      ) : (
        <>
          <List dense disablePadding aria-labelledby={headingId} sx={{ maxHeight: 280, overflowY: 'auto' }}>
            {foods.map((food) => (
              <ListItem key={food.code} disablePadding>
                <ListItemButton onClick={() => onPick(food)}>
                  <ListItemText
                    primary={food.name}
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block' }}>
                          {[food.brand, servingText(food)].filter(Boolean).join(' · ')}
                        </Box>
                        <Box component="span" sx={{ display: 'block' }}>
                          {per100gText(food)}
                        </Box>
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Typography variant="caption" color="text.secondary">
            {t('From Open Food Facts, open data anyone can improve.')}
          </Typography>
        </>
      )}
    </Box>
  );
}
