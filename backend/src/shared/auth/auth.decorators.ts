import { SetMetadata, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { AuthenticatedUser } from './authenticated-user.js';
import type { Role } from '../domain/role.js';

export const IS_PUBLIC_KEY = 'auth:isPublic';
export const ROLES_KEY = 'auth:roles';
export const FORBIDDEN_MESSAGE_KEY = 'auth:forbiddenMessage';
export const ALLOWED_WHILE_SUSPENDED_KEY = 'auth:allowedWhileSuspended';
/** OpenAPI extension carrying the declaration ('public' or { roles }); swagger.ts turns it into security and 401/403 docs. */
export const AUTH_EXTENSION = 'x-auth';
/** OpenAPI extension of @AllowedWhileSuspended() (the document then leaves out 403 ACCOUNT_SUSPENDED). */
export const ALLOWED_WHILE_SUSPENDED_EXTENSION = 'x-allowed-while-suspended';

/**
 * Anyone may call this endpoint, signed in or not (the user is still attached when there is one).
 * Without @Public() an endpoint is for signed-in users only (deny by default).
 */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), ApiExtension(AUTH_EXTENSION, 'public'));

/** Only signed-in users with one of these roles (403 for the others, 401 when signed out). */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), ApiExtension(AUTH_EXTENSION, { roles }));

/** What a caller whose role @Roles() refuses reads in the 403 body (e.g. the spec's sentence for posting). */
export const ForbiddenMessage = (message: string) => SetMetadata(FORBIDDEN_MESSAGE_KEY, message);

/**
 * A change a suspended member may still make (a suspension stops posting, liking, commenting, reporting and claiming,
 * not the member's own housekeeping, e.g. dismissing the notice that tells them about the suspension).
 */
export const AllowedWhileSuspended = () =>
  applyDecorators(
    SetMetadata(ALLOWED_WHILE_SUSPENDED_KEY, true),
    ApiExtension(ALLOWED_WHILE_SUSPENDED_EXTENSION, true),
  );

/** CurrentUser's value (shared/http/built-first.ts knows it: undefined for a signed-out caller). */
export function currentUserOf(_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined {
  return context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
}

/** The signed-in user of the request (undefined on a @Public() endpoint called anonymously). */
export const CurrentUser = createParamDecorator(currentUserOf);
