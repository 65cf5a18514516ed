import { useNavigate, useRouteError } from 'react-router';
import { errorMessage } from '@/lib/http';
import { FailureScreen } from './FailureScreen';
import { usePageTitle } from './usePageTitle';

/** When a page's data cannot be loaded (server down, 5xx): the message and a way to try again. */
export function RouteErrorPage() {
  const message = errorMessage(useRouteError());
  usePageTitle(message);
  const navigate = useNavigate();
  return <FailureScreen message={message} onRetry={() => void navigate(0)} />;
}
