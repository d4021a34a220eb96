import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One drink of water: each "+ Glass" is a row, so a mistaken tap is undone by deleting it. */
@Entity('water_entries')
@Index('water_entries_user_drunk_idx', ['userId', 'drunkAt'])
@Check('water_entries_amount_ml_check', 'amount_ml > 0 AND amount_ml <= 10000')
export class WaterEntryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'water_entries_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  /** Whole millilitres, whatever unit the member typed. */
  @Column({ name: 'amount_ml', type: 'int' }) amountMl: number;
  @Column({ name: 'drunk_at', type: 'timestamptz', default: () => 'now()' }) drunkAt: Date;
}
