// oidc-provider (a devDependency, used by test/oidc.int-spec.ts only) ships no TypeScript types: the part the test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: ClientMetadata[];
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    findAccount?(ctx: unknown, sub: string): Promise<Account | undefined>;
  }

  interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
