import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** WebAuthn's signature counter: at most 2^32 - 1, so a JavaScript number holds it exactly. */
const counterColumn = { to: (v: number) => v, from: (v: string | number) => Number(v) };

/** A member's passkey: the authenticator's credential id and public key (never a private key). */
@Entity('passkeys')
@Unique('passkeys_credential_id_key', ['credentialId'])
@Index('passkeys_user_idx', ['userId', 'createdAt'])
export class PasskeyEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'passkeys_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  /** base64url, as the browser names the credential. */
  @Column({ name: 'credential_id', type: 'text' }) credentialId: string;
  /** COSE-encoded public key. */
  @Column({ name: 'public_key', type: 'bytea' }) publicKey: Buffer;
  @Column({ type: 'bigint', transformer: counterColumn }) counter: number;
  /** How the browser may reach the authenticator ('internal', 'hybrid', 'usb', …), a hint only. */
  @Column({ type: 'text', array: true }) transports: string[];
  @Column({ type: 'varchar', length: 60 }) name: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
}
