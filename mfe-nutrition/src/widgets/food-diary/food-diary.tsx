import { FoodEntryList, SectionCard, Typography } from '@chairside/ui';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useToday } from '../../shared/lib/use-today';

export function FoodDiary() {
  const today = useToday();
  const { data: entries = [], isLoading } = useListTodaysFoodEntriesQuery(today);
  return (
    <SectionCard title="Food Diary - Today">
      {isLoading ? null : entries.length === 0 ? (
        <Typography color="text.secondary">
          Nothing logged yet today. Scan, speak or type your first meal from Quick Actions.
        </Typography>
      ) : (
        <FoodEntryList entries={entries} />
      )}
    </SectionCard>
  );
}
