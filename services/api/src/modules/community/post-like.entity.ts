import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One like per user and post: the primary key is the pair. */
@Entity('post_likes')
export class PostLikeEntity {
  @PrimaryColumn({ name: 'post_id', type: 'uuid' }) postId: string;
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
