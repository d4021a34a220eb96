import type { FoodSearchResult } from '@chairside/contracts/web';
import { Box, List, ListItemButton, ListItemText, Paper } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchFoodsQuery } from '../../../entities/food-search';
import { t, useT } from '../../../shared/i18n';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { BrandedSearchOffer, useBrandedSearch } from './branded-search-offer';

/** Where a suggestion comes from, in the active language at render time. */
const sourceLabel = (source: FoodSearchResult['source']): string => {
  switch (source) {
    case 'reference':
      return t('Food database');
    case 'recent':
      return t('You logged this');
    case 'scanned':
      return t('You scanned this');
    case 'own':
      return t('Your food');
    case 'recipe':
      return t('Your recipe');
    case 'branded':
      return 'Open Food Facts';
  }
};

/** The member's own foods and recipes, which the search answers first, under a "My foods" heading. */
const isMine = (f: FoodSearchResult) => f.source === 'own' || f.source === 'recipe';

/**
 * Food Name with suggestions from /api/foods/search, as an ARIA combobox + listbox (arrows, Enter,
 * Escape). Hand-made rather than MUI's Autocomplete: that would ride in the shared @chairside/ui
 * chunk every page loads first, while this stays in the form's own lazy chunk.
 */
export function FoodNameSearch({
  value,
  onChange,
  onPick,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onPick: (food: FoodSearchResult) => void;
  /** What is wrong with the name, shown under the field. */
  error?: string;
}) {
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(value.trim(), 250);
  const { data = [], isSuccess, isFetching } = useSearchFoodsQuery({ q, limit: 8 }, { skip: q.length < 2 || !open });
  const results = q.length < 2 ? [] : data;
  // Open Food Facts, offered when the local foods are few; searched on submit (button or Enter) only.
  const branded = useBrandedSearch(value, open && isSuccess && !isFetching ? { q, count: results.length } : null);
  const shown = open && results.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  function pick(food: FoodSearchResult) {
    setOpen(false);
    setActive(-1);
    onPick(food);
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && shown) {
      e.preventDefault();
      e.stopPropagation(); // closes the list, not the dialog
      setOpen(false);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length === 0 ? -1 : (i + step + results.length) % results.length));
    } else if (e.key === 'Enter' && branded.offered && !(shown && active >= 0)) {
      // Searches Open Food Facts rather than saving the form; the local matches stay shown.
      e.preventDefault();
      branded.submit();
    } else if (e.key === 'Enter' && shown && active >= 0 && results[active]) {
      e.preventDefault();
      pick(results[active]);
    }
  }

  return (
    <div>
      <TextField
        id="manual-food-name"
        label={t('Food Name *')}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        autoFocus
        autoComplete="off"
        error={!!error}
        helperText={error}
        fullWidth
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': shown,
            'aria-controls': listId,
            'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
          },
        }}
      />
      {shown ? (
        <Paper elevation={3} sx={{ mt: 0.5, maxHeight: 240, overflowY: 'auto' }}>
          <List id={listId} role="listbox" aria-label={t('Food suggestions')} dense disablePadding>
            {groupMine(listId, results, (food, i) => (
              <ListItemButton
                key={`${food.source}-${food.name}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                selected={i === active}
                tabIndex={-1}
                // Before the input's blur closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(food)}
              >
                <ListItemText primary={food.name} secondary={sourceLabel(food.source)} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
      <BrandedSearchOffer search={branded} onPick={pick} />
    </div>
  );
}

/**
 * The options, with the member's own foods and recipes (first in the answer) as a group headed
 * "My foods" and the rest as "Other foods"; ungrouped when they have none among the results.
 */
function groupMine(
  listId: string,
  results: FoodSearchResult[],
  option: (food: FoodSearchResult, i: number) => ReactNode,
): ReactNode {
  const mine = results.filter(isMine).length;
  if (mine === 0) return results.map(option);
  const group = (key: string, label: string, from: number, to: number) =>
    from === to ? null : (
      <Box component="ul" role="group" aria-labelledby={`${listId}-${key}`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        <Box
          component="li"
          role="presentation"
          id={`${listId}-${key}`}
          sx={{ px: 2, pt: 1, typography: 'overline', lineHeight: 2, color: 'text.secondary' }}
        >
          {label}
        </Box>
        {results.slice(from, to).map((food, k) => option(food, from + k))}
      </Box>
    );
  return (
    <>
      {group('mine', t('My foods'), 0, mine)}
      {group('others', t('Other foods'), mine, results.length)}
    </>
  );
}
