import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A counter with an expiry: `hits` in the fixed window that ends at `expiresAt` (decisions.md, "Hardening"). */
@Entity('rate_limits')
export class RateLimitEntity {
  @PrimaryColumn({ type: 'varchar', length: 300 }) key: string;
  @Column({ type: 'int' }) hits: number;
  @Index('rate_limits_expires_at_idx') @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
}
