import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('post_comments')
@Index('post_comments_post_created_idx', ['postId', 'createdAt'])
export class PostCommentEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'post_id', type: 'uuid' }) postId: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'text' }) content: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
