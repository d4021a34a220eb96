import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A work account (an OpenID provider's subject) that signs a member in. */
@Entity('sso_links')
@Unique('sso_links_issuer_subject_key', ['issuer', 'subject'])
@Index('sso_links_user_idx', ['userId'])
export class SsoLinkEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'sso_links_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'varchar', length: 500 }) issuer: string;
  /** The provider's `sub`: stable for the work account, unlike its e-mail address. */
  @Column({ type: 'varchar', length: 255 }) subject: string;
  /** The verified address the account had when it was linked. */
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ name: 'linked_at', type: 'timestamptz', default: () => 'now()' }) linkedAt: Date;
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
}
