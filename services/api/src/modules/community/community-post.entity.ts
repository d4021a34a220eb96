import type { CommunityPost } from '@chairside/contracts';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('community_posts')
@Index('community_posts_feed_idx', ['createdAt', 'id'])
@Index('community_posts_user_idx', ['userId'])
@Check('community_posts_counts_check', 'likes_count >= 0 AND comments_count >= 0 AND reports_count >= 0')
export class CommunityPostEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'community_posts_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  /** Verbatim, as the author wrote it (trimmed); the browser renders it as text. */
  @Column({ type: 'text' }) content: string;
  /** The meal as it was when shared. */
  @Column({ name: 'food_entry', type: 'jsonb', nullable: true }) foodEntry: CommunityPost['foodEntry'];
  @Column({ name: 'has_image', type: 'boolean', default: false }) hasImage: boolean;
  // Kept in the same statement as the rows they count, so a page needs no count scan.
  @Column({ name: 'likes_count', type: 'int', default: 0 }) likesCount: number;
  @Column({ name: 'comments_count', type: 'int', default: 0 }) commentsCount: number;
  @Column({ name: 'reports_count', type: 'int', default: 0 }) reportsCount: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
