import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SsoLinkEntity } from './sso-link.entity';

/** Which provider account it is: the issuer and that issuer's subject. */
export interface WorkAccount {
  issuer: string;
  subject: string;
  email: string;
}

@Injectable()
export class SsoLinksRepository {
  private readonly links;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.links = ds.getRepository(SsoLinkEntity);
  }

  findByAccount(issuer: string, subject: string): Promise<SsoLinkEntity | null> {
    return this.links.findOneBy({ issuer, subject });
  }

  /** The member's links, oldest first. */
  findForUser(userId: string): Promise<SsoLinkEntity[]> {
    return this.links.find({ where: { userId }, order: { linkedAt: 'ASC' } });
  }

  /** Links the account to the member; false when it is already linked (to anyone). */
  async create(userId: string, account: WorkAccount): Promise<boolean> {
    const inserted = await this.links
      .createQueryBuilder()
      .insert()
      .values({
        userId,
        issuer: account.issuer,
        subject: account.subject,
        email: account.email,
        lastUsedAt: new Date(),
      })
      .orIgnore()
      .returning(['id'])
      .updateEntity(false)
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }

  /** A sign-in through the link: when, and the address the provider vouches for now. */
  async markUsed(id: string, email: string): Promise<void> {
    await this.links.update({ id }, { lastUsedAt: new Date(), email });
  }
}
