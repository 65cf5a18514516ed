import type { CustomerApp } from '../../generated/prisma/client';
import type { SecretBox } from '../../lib/crypto';

/** An app's partner connection: client_id/client_secret for Watch, username/password for the others. */
export interface AppIntegration {
  url: string;
  user: string;
  secret: string;
}

/**
 * The app's partner connection with its secret opened, or null when the app has none (a method that talks to no
 * partner, or a connection never filled in). The secret was sealed with the provider's client_id (admin app-view.ts).
 */
export function appIntegrationOf(
  box: Pick<SecretBox, 'open'>,
  clientId: string,
  row: Pick<CustomerApp, 'integrationUrl' | 'integrationUser' | 'integrationSecret'>,
): AppIntegration | null {
  const { integrationUrl: url, integrationUser: user, integrationSecret: sealed } = row;
  if (!url || !user || !sealed) return null;
  return { url, user, secret: box.open(sealed, clientId) };
}
