import type { FoodSearchResult } from '@chairside/contracts/web';
import { List, ListItemButton, ListItemText, Paper, TextField } from '@chairside/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useSearchFoodsQuery } from '../../../entities/food-search';
import { useDebounced } from '../../../shared/lib/use-debounced';

const SOURCE_LABEL = { reference: 'Food database', recent: 'You logged this', scanned: 'You scanned this' } as const;

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
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(value.trim(), 250);
  const { data = [] } = useSearchFoodsQuery({ q, limit: 8 }, { skip: q.length < 2 || !open });
  const results = q.length < 2 ? [] : data;
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
    } else if (e.key === 'Enter' && shown && active >= 0 && results[active]) {
      e.preventDefault();
      pick(results[active]);
    }
  }

  return (
    <div>
      <TextField
        id="manual-food-name"
        label="Food Name *"
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
          <List id={listId} role="listbox" aria-label="Food suggestions" dense disablePadding>
            {results.map((food, i) => (
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
                <ListItemText primary={food.name} secondary={SOURCE_LABEL[food.source]} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
    </div>
  );
}
