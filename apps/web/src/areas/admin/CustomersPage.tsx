import { useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Input } from '@fluentui/react-input';
import { Body1, Title2 } from '@fluentui/react-text';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@central/domain';
import { adminCustomerListOf } from '@central/domain/first-reads';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { LinkButton } from '@/components/LinkButton';
import { useAdminCustomers } from '@/features/admin/customers-api';
import { CustomersTable } from '@/features/admin/CustomersTable';
import { Pager } from '@/features/admin/Pager';
import { isAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { ADMIN_PATHS } from '@/features/admin/paths';
import { useDeferredData } from '@/lib/use-deferred-data';
import { readFailed } from '@/lib/read-failed';

const text = ADMIN_TEXT.list;
const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  search: { width: '100%', maxWidth: '420px' },
});

/** /adm/customers: the providers, searched by client_id or alias, 50 a page. */
export function CustomersPage() {
  usePageTitle(text.pageTitle);
  const s = useStyles();
  const [params, setParams] = useSearchParams();
  const { search, page } = adminCustomerListOf(params);
  const [query, setQuery] = useState(search);
  const read = useAdminCustomers(search, page);
  const { data: arrived, error, mutate } = read;
  const data = useDeferredData(arrived);

  // The address follows what is typed once typing pauses; a new search starts at page 1.
  useEffect(() => {
    if (query.trim() === search) return;
    const timer = setTimeout(() => setParams(query.trim() ? { search: query.trim() } : {}, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, search, setParams]);

  const goToPage = (next: number) => setParams({ ...(search ? { search } : {}), page: String(next) });

  let content;
  if (error && isAuthFailure(error)) content = <CardListSkeleton />;
  else if (readFailed(read)) content = <LoadFailure text={MESSAGES.customersLoadFailure} onRetry={() => void mutate()} />;
  else if (!data) content = <CardListSkeleton />;
  else if (data.customers.length === 0) content = <Body1>{search ? text.noMatch : text.empty}</Body1>;
  else
    content = (
      <>
        <CustomersTable customers={data.customers} />
        <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={goToPage} />
      </>
    );

  return (
    <>
      <div className={s.header}>
        <Title2 as="h1">{text.pageTitle}</Title2>
        <LinkButton appearance="primary" icon={<AddRegular />} to={ADMIN_PATHS.newCustomer}>
          {text.newCustomer}
        </LinkButton>
      </div>
      <Input
        className={s.search}
        type="search"
        aria-label={text.search}
        placeholder={text.search}
        contentBefore={<SearchRegular />}
        value={query}
        onChange={(_, field) => setQuery(field.value)}
      />
      {content}
    </>
  );
}
