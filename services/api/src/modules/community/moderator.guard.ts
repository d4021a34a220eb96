import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiException } from '../../common/api-exception';
import type { SessionRequest } from '../../common/session-user';
import { UsersService } from '../users/users.service';

/**
 * After SignedInGuard: only a moderator passes, anyone else gets a 403. The role is read from the
 * database on each call (the session keeps only the user id), so a role taken away applies at once.
 */
@Injectable()
export class ModeratorGuard implements CanActivate {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const user = ctx.switchToHttp().getRequest<SessionRequest>().user;
    if (!user) throw ApiException.unauthorized();
    if ((await this.users.roleOf(user.id)) !== 'moderator')
      throw new ApiException(403, 'Only moderators can review hidden posts.', 'FORBIDDEN');
    return true;
  }
}
