import { Button } from '@fluentui/react-button';
import { ConfirmDialog, type Confirmation } from '@/components/ConfirmDialog';
import { APPS_TEXT } from '@/strings/apps.pt-BR';

const text = APPS_TEXT;

type Props = { name: string; contract: string; email: string | null; confirmation: Confirmation };

/**
 * An activation form's 'Ativar' and what it opens (docs/product/partners.md#the-subscribers-app-pages): activation asks
 * first ('Ativar {name}?'), naming the contract and the e-mail the account will use.
 */
export function ActivationSubmit({ name, contract, email, confirmation }: Props) {
  return (
    <>
      <div>
        <Button type="submit" appearance="primary">
          {text.activate}
        </Button>
      </div>
      <ConfirmDialog {...confirmation} modalType="alert" title={text.confirmTitle(name)} cancel={text.cancel} confirm={text.confirm}>
        <p>{text.confirmContract(contract)}</p>
        {email && <p>{text.confirmEmail(email)}</p>}
      </ConfirmDialog>
    </>
  );
}
