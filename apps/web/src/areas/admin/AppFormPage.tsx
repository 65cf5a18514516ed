import { Title2 } from '@fluentui/react-text';
import { useParams } from 'react-router';
import { MESSAGES } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { isApiError } from '@/lib/http';
import { AppForm } from '@/features/admin/apps/AppForm';
import { NEW_APP, appFormFrom } from '@/features/admin/apps/app-form-values';
import { useCustomerApp } from '@/features/admin/apps-api';
import { isAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { ADMIN_PATHS } from '@/features/admin/paths';
import { readFailed } from '@/lib/read-failed';

const text = ADMIN_TEXT.apps;

/** /adm/customer/{client_id}/app/add */
export function AddAppPage() {
  const { client_id: clientId = '' } = useParams();
  usePageTitle(text.addTitle);
  return (
    <>
      <div>
        <BackButton to={ADMIN_PATHS.editCustomer(clientId, 'apps')} />
      </div>
      <Title2 as="h1">{text.addTitle}</Title2>
      <AppForm clientId={clientId} appId={null} initialValues={NEW_APP} />
    </>
  );
}

/** /adm/customer/{client_id}/app/{appId}/edit */
export function EditAppPage() {
  const { client_id: clientId = '', appId = '' } = useParams();
  const read = useCustomerApp(clientId, appId);
  const { data, error, mutate } = read;
  usePageTitle(data ? text.editTitle(data.customer_app.name) : text.addTitle);

  let content;
  if (error && isAuthFailure(error)) content = <CardListSkeleton />;
  else if (readFailed(read))
    content = (
      <LoadFailure text={isApiError(error, 404) ? MESSAGES.appNotFound : MESSAGES.customerAppsLoadFailure} onRetry={() => void mutate()} />
    );
  else if (!data) content = <CardListSkeleton />;
  else
    content = (
      <>
        <Title2 as="h1">{text.editTitle(data.customer_app.name)}</Title2>
        <AppForm
          key={appId}
          clientId={clientId}
          appId={appId}
          initialValues={appFormFrom(data.customer_app)}
          connection={data.customer_app.connection}
        />
      </>
    );

  return (
    <>
      <div>
        <BackButton to={ADMIN_PATHS.editCustomer(clientId, 'apps')} />
      </div>
      {content}
    </>
  );
}
