import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** A post's photo, re-encoded (no EXIF, no GPS); it goes with its post. */
@Entity('community_images')
export class CommunityImageEntity {
  @ForeignKey('community_posts', { name: 'community_images_post_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'post_id', type: 'uuid' })
  postId: string;
  @Column({ type: 'bytea' }) jpeg: Buffer;
  @Column({ type: 'int' }) width: number;
  @Column({ type: 'int' }) height: number;
}
