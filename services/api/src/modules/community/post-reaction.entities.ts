import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One like per user and post: the primary key says so. */
@Entity('post_likes')
export class PostLikeEntity {
  @ForeignKey('community_posts', { name: 'post_likes_post_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'post_id', type: 'uuid' })
  postId: string;
  @ForeignKey('users', { name: 'post_likes_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity('post_comments')
@Index('post_comments_post_created_idx', ['postId', 'createdAt'])
@Index('post_comments_user_idx', ['userId'])
export class PostCommentEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('community_posts', { name: 'post_comments_post_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'post_id', type: 'uuid' })
  postId: string;
  @ForeignKey('users', { name: 'post_comments_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'text' }) content: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** One report per user and post. */
@Entity('post_reports')
export class PostReportEntity {
  @ForeignKey('community_posts', { name: 'post_reports_post_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'post_id', type: 'uuid' })
  postId: string;
  @ForeignKey('users', { name: 'post_reports_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /**
   * Whether it counts toward hiding the post from everyone: made by an established member, and not
   * set aside by a moderator's Restore. Every report hides the post from its own reporter.
   */
  @Column({ type: 'boolean', default: false }) counts: boolean;
}
