import { List, ListItemButton, ListItemText } from '@chairside/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SubDialog } from '../../../shared/ui/sub-dialog';
import type { UnitSystem } from '../model/body-units';
import { IMPERIAL_HEIGHTS, METRIC_HEIGHTS, imperialHighlight } from '../model/height-options';

/**
 * The height picker: 120–250 cm, or 4'0"–6'2" each with its cm value; stored in cm. A
 * listbox: one tab stop, arrow keys move the choice.
 */
export function HeightDialog({
  heightCm,
  units,
  saving,
  onBack,
  onSave,
}: {
  heightCm: number;
  units: UnitSystem;
  saving: boolean;
  onBack: () => void;
  onSave: (cm: number) => void;
}) {
  const [selected, setSelected] = useState(heightCm);
  const options = units === 'metric' ? METRIC_HEIGHTS : IMPERIAL_HEIGHTS;
  const active =
    units === 'metric' ? options.findIndex((o) => o.cm === Math.round(selected)) : imperialHighlight(selected);
  const refs = useRef<Array<HTMLDivElement | null>>([]);

  useEffect(() => {
    if (active !== null && active >= 0) refs.current[active]?.scrollIntoView({ block: 'center' });
    // Only on opening: later choices are where the user already is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(e: KeyboardEvent) {
    const from = active ?? -1;
    const to =
      e.key === 'ArrowDown'
        ? Math.min(options.length - 1, from + 1)
        : e.key === 'ArrowUp'
          ? Math.max(0, from - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? options.length - 1
              : null;
    if (to === null || to < 0) return;
    e.preventDefault();
    setSelected(options[to]!.cm);
    refs.current[to]?.focus();
    refs.current[to]?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <SubDialog title="Height" onBack={onBack} onSave={() => onSave(selected)} saving={saving}>
      <List
        role="listbox"
        aria-label={units === 'metric' ? 'Height in centimetres' : 'Height in feet and inches'}
        onKeyDown={onKeyDown}
        sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {options.map((o, i) => (
          <ListItemButton
            key={o.label}
            ref={(el: HTMLDivElement | null) => {
              refs.current[i] = el;
            }}
            role="option"
            aria-selected={i === active}
            selected={i === active}
            tabIndex={i === (active ?? 0) || (active === null && i === 0) ? 0 : -1}
            onClick={() => setSelected(o.cm)}
            sx={{ py: 0.5 }}
          >
            <ListItemText
              primary={o.label}
              secondary={units === 'imperial' ? `${o.cm} cm` : undefined}
              slotProps={{ secondary: { component: 'span', sx: { ml: 2 } } }}
              sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}
            />
          </ListItemButton>
        ))}
      </List>
    </SubDialog>
  );
}
