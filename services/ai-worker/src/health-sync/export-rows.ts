/** What a sync exports: the user's entries since the last sync, as read from PostgreSQL. */
export interface FoodRow {
  id: string;
  foodName: string;
  mealType: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Null when no source knew them. */
  sugars: number | null;
  createdAt: Date;
}

export interface ExerciseRow {
  id: string;
  name: string;
  exerciseType: string;
  duration: number;
  intensity: string | null;
  caloriesBurned: number;
  createdAt: Date;
}
