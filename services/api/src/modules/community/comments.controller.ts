import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { endpoints, type Comment } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { CommentsService } from './comments.service';

@Controller()
@UseGuards(SignedInGuard)
export class CommentsController {
  constructor(@Inject(CommentsService) private readonly comments: CommentsService) {}

  @Get(endpoints.listComments.path)
  list(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.listComments.params)) p: { id: string },
  ): Promise<Comment[]> {
    return this.comments.list(user.id, p.id);
  }

  @Post(endpoints.createComment.path)
  @HttpCode(201)
  create(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.createComment.params)) p: { id: string },
    @Body(zod(endpoints.createComment.body)) body: { content: string },
  ): Promise<Comment> {
    return this.comments.create(user.id, p.id, body.content);
  }

  @Delete(endpoints.deleteComment.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteComment.params)) p: { id: string; commentId: string },
  ): Promise<void> {
    return this.comments.remove(user.id, p.id, p.commentId);
  }
}
