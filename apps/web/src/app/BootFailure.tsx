import { FluentProvider } from '@fluentui/react-provider';
import type { Theme as FluentTheme } from '@fluentui/react-theme';
import { MESSAGES } from '@/strings/pt-BR';
import { FailureScreen } from '@/components/FailureScreen';

/** The theme could not be loaded (server down): nothing else can be shown without knowing the provider. */
export function BootFailure({ theme }: { theme: FluentTheme | undefined }) {
  return (
    <FluentProvider theme={theme}>
      <FailureScreen message={MESSAGES.serverFailure} onRetry={() => window.location.reload()} />
    </FluentProvider>
  );
}
