import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A food entry deleted in the last DELETED_ENTRY_RESTORE_SECONDS, kept only so Undo can bring it
 * back as it was: `entry` is its row (column names as in food_entries), its photo stays meanwhile.
 */
@Entity('deleted_food_entries')
@Index('deleted_food_entries_deleted_at_idx', ['deletedAt'])
export class DeletedFoodEntryEntity {
  @PrimaryColumn('uuid') id: string;
  @ForeignKey('users', { name: 'deleted_food_entries_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'jsonb' }) entry: Record<string, unknown>;
  @Column({ name: 'deleted_at', type: 'timestamptz', default: () => 'now()' }) deletedAt: Date;
}
