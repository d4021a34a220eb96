import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('community_posts')
export class CommunityPostEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'text' }) content: string;
  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true }) imageUrl: string | null;
  @Column({ name: 'food_entry_id', type: 'uuid', nullable: true }) foodEntryId: string | null;
  @Column({ name: 'likes_count', type: 'int', default: 0 }) likesCount: number;
  @Column({ name: 'comments_count', type: 'int', default: 0 }) commentsCount: number;
  @Index('community_posts_created_idx') @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
