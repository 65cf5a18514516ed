import { PROVIDER_TEXT } from '@/strings/admin.pt-BR';
import { CredentialsSignInPage } from '@/components/CredentialsSignInPage';
import { signInProvider } from '@/features/provider/api';
import { providerSignInFailureText, checkProviderSignIn } from '@/features/provider/provider-sign-in';
import { completeProviderSignIn } from '@/features/second-factor/api';

/**
 * /admin: the provider's sign-in, where 'Usuário' is its client_id, then the code if it turned a second factor on;
 * success goes to /provider (SPEC section 2).
 */
export function ProviderSignInPage() {
  return (
    <CredentialsSignInPage
      text={PROVIDER_TEXT.signIn}
      user={{ name: 'client_id', label: PROVIDER_TEXT.signIn.user, autoCapitalize: 'none' }}
      check={checkProviderSignIn}
      signIn={(client_id, password) => signInProvider({ client_id, password })}
      completeSignIn={completeProviderSignIn}
      failureText={providerSignInFailureText}
      destination="/provider"
    />
  );
}
