import { PROVIDER_TEXT } from '@/strings/provider.pt-BR';
import { CredentialsSignInPage } from '@/components/CredentialsSignInPage';
import { signInProvider } from '@/features/provider/api';
import { LazySchema } from '@/lib/use-yup-form';
import { providerSignInFailureText } from '@/features/provider/provider-sign-in';
import { completeProviderSignIn } from '@/features/second-factor/api';

/** Its checks come with the first press, key or focus: the page draws without yup. */
const providerSignInSchema = new LazySchema(() =>
  import('@/features/provider/provider-sign-in-schema').then((module) => module.providerSignInSchema),
);

/**
 * /admin: the provider's sign-in, where 'Usuário' is its client_id, then the code if it turned a second factor on;
 * success goes to /provider (docs/product/provider.md#provider-sign-in).
 */
export function ProviderSignInPage() {
  return (
    <CredentialsSignInPage
      text={PROVIDER_TEXT.signIn}
      user={{ name: 'client_id', label: PROVIDER_TEXT.signIn.user, autoCapitalize: 'none' }}
      schema={providerSignInSchema}
      signIn={(client_id, password) => signInProvider({ client_id, password })}
      completeSignIn={completeProviderSignIn}
      failureText={providerSignInFailureText}
      destination="/provider"
    />
  );
}
