import { ApiProperty } from '@nestjs/swagger';

export class OidcProviderResponse {
  @ApiProperty({ example: 'Google', description: "For the button 'Continue with <name>'" })
  name: string;

  @ApiProperty({
    example: '/api/auth/oidc/start',
    description: 'Navigate here (add ?returnTo=/path) to sign in with the provider',
  })
  startUrl: string;
}

/** GET /api/auth/providers: how people can sign in here. */
export class AuthProvidersResponse {
  @ApiProperty({ description: 'Email + password sign-in and sign-up (false when OIDC_ONLY=true)' })
  password: boolean;

  @ApiProperty({
    type: OidcProviderResponse,
    nullable: true,
    description: 'The OpenID Connect provider, when one is configured',
  })
  oidc: OidcProviderResponse | null;
}
