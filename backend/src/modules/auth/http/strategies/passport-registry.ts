import passport from 'passport';

/**
 * Passport's strategy registry is one per process (passport.use), and Nest's AuthGuard looks a strategy up there by
 * name on every request. Each app registers its strategies when it starts (PassportStrategy's constructor calls
 * getPassportInstance().use(name, strategy)); a process with several apps (the tests' replicas, an app restarted in
 * place) must never send a request to the strategy of an app that has closed. So registrations stack per name: the
 * newest app's strategy serves, and when an app closes, each of its strategies hands its name back to the one it
 * replaced (or the name goes).
 */
const registrations = new Map<string, passport.Strategy[]>();

/** What a strategy's getPassportInstance() answers: passport itself, with each name's earlier strategies kept. */
export interface StackedPassport {
  use(name: string, strategy: passport.Strategy): StackedPassport;
}

export const stackedPassport: StackedPassport = {
  use(name, strategy) {
    registrations.set(name, [...(registrations.get(name) ?? []), strategy]);
    passport.use(name, strategy);
    return stackedPassport;
  },
};

/** Called when the strategy's app closes: its name goes back to the strategy registered before it, if any. */
export function unregisterStrategy(name: string, strategy: passport.Strategy): void {
  const stack = (registrations.get(name) ?? []).filter((registered) => registered !== strategy);
  registrations.set(name, stack);
  const current = stack.at(-1);
  if (current) passport.use(name, current);
  else passport.unuse(name);
}

/** The strategy that serves `name` now (passport's own registry), for tests and diagnostics. */
export function registeredStrategy(name: string): passport.Strategy | undefined {
  return (passport as unknown as { _strategy(name: string): passport.Strategy | undefined })._strategy(name);
}
