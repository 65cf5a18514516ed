import { FluentProvider } from '@fluentui/react-provider';
import { MESSAGES } from '../strings/pt-BR';
import { FailureScreen } from '../components/FailureScreen';
import { fluentThemeFor } from './tenant-theme';

/** The theme could not be loaded (server down): nothing else can be shown without knowing the provider. */
export function BootFailure() {
  return (
    <FluentProvider theme={fluentThemeFor(null)}>
      <FailureScreen message={MESSAGES.serverFailure} onRetry={() => window.location.reload()} />
    </FluentProvider>
  );
}
