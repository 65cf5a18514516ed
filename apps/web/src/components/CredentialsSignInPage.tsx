import { Title2 } from '@fluentui/react-text';
import { useNavigate } from '../router';
import { usePageTitle } from './usePageTitle';
import { CenteredCard } from './CenteredCard';
import { CredentialsSignInForm, type CredentialsSignInFormProps } from './CredentialsSignInForm';

type Props<K extends string> = Omit<CredentialsSignInFormProps<K>, 'labels' | 'onSignedIn'> & {
  text: { pageTitle: string; heading: string; password: string; submit: string };
  /** Where a successful sign-in goes (replacing the sign-in in the history). */
  destination: string;
};

/** A staff sign-in page (the admin's, the provider's): a heading over the credentials form on a plain card. */
export function CredentialsSignInPage<K extends string>({ text, destination, ...form }: Props<K>) {
  usePageTitle(text.pageTitle);
  const navigate = useNavigate();
  return (
    <CenteredCard>
      <Title2 as="h1">{text.heading}</Title2>
      <CredentialsSignInForm {...form} labels={text} onSignedIn={() => navigate(destination, { replace: true })} />
    </CenteredCard>
  );
}
