import { useState } from 'react';
import { Title2 } from '@fluentui/react-text';
import type { SecondFactorSignInBody } from '@central/domain/api';
import { useNavigate } from 'react-router';
import { usePageTitle } from './usePageTitle';
import { CenteredCard } from './CenteredCard';
import { CredentialsSignInForm, type CredentialsSignInFormProps } from './CredentialsSignInForm';
import type { FormNotice } from './FormMessage';
import { SecondFactorSignInForm } from '@/features/second-factor/SecondFactorSignInForm';
import { needsSecondStep } from '@/features/second-factor/second-factor-rules';

type Props<K extends string> = Omit<CredentialsSignInFormProps<K>, 'labels' | 'onSignedIn' | 'initialNotice'> & {
  text: { pageTitle: string; heading: string; password: string; submit: string };
  /** Where a successful sign-in goes (replacing the sign-in in the history). */
  destination: string;
  /** The second step, when the password's answer asks for it: a code of the authenticator or a recovery code. */
  completeSignIn: (body: SecondFactorSignInBody) => Promise<unknown>;
  /** Sees the answer of a complete sign-in before the page goes on (the admin's offer to enrol). */
  onSignedIn?: (answer: unknown) => void;
};

type Step = { kind: 'password'; notice: FormNotice | null } | { kind: 'second-factor' };

/**
 * A staff sign-in page (the admin's, the provider's): a heading over the credentials form on a plain card; with a
 * second factor on, the code form in its place once the password was right (docs/decisions/024).
 */
export function CredentialsSignInPage<K extends string>({ text, destination, completeSignIn, onSignedIn, ...form }: Props<K>) {
  usePageTitle(text.pageTitle);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password', notice: null });

  const finish = async (answer: unknown) => {
    onSignedIn?.(answer);
    await navigate(destination, { replace: true });
  };

  return (
    <CenteredCard>
      <Title2 as="h1">{text.heading}</Title2>
      {step.kind === 'second-factor' ? (
        <SecondFactorSignInForm
          submit={completeSignIn}
          onSignedIn={finish}
          onExpired={(expired) => setStep({ kind: 'password', notice: { intent: 'warning', text: expired } })}
        />
      ) : (
        <CredentialsSignInForm
          {...form}
          labels={text}
          initialNotice={step.notice}
          onSignedIn={(answer) => (needsSecondStep(answer) ? setStep({ kind: 'second-factor' }) : finish(answer))}
        />
      )}
    </CenteredCard>
  );
}
