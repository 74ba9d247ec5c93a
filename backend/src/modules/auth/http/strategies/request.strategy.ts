import type { Request } from 'express';
import passport from 'passport';

/** How a RequestStrategy's verify callback answers: an error, or the caller (none: not authenticated this way). */
export type RequestVerified = (error: unknown, user?: Express.User | false | null) => void;

/**
 * A Passport strategy whose verify callback reads the request itself (the session the request carries): success with
 * the user it finds, fail (no challenge) without one, error when the lookup fails. PassportStrategy(RequestStrategy,
 * name) hands the callback to `validate(req)`.
 */
export class RequestStrategy extends passport.Strategy {
  constructor(readonly verify: (req: Request, verified: RequestVerified) => void) {
    super();
  }

  override authenticate(this: passport.StrategyCreated<RequestStrategy>, req: Request): void {
    this.verify(req, (error: unknown, user?: Express.User | false | null) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail();
    });
  }
}
