import { TEXT } from '@/strings/pt-BR';
import { ShellFrame } from '@/components/ShellFrame';
import { useSignOut } from '@/features/auth/useSignOut';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export function PanelShell() {
  const signOut = useSignOut();
  const sessionExpired = useSessionExpiry();
  return (
    <ShellFrame
      onReadError={sessionExpired}
      topBar={(menuButton) => <TopBar {...menuButton} onSignOut={() => void signOut.signOut()} signingOut={signOut.pending} />}
      menu={(onNavigate) => <SideMenu onNavigate={onNavigate} />}
      drawerText={{ title: TEXT.panel.menuLabel, closeLabel: TEXT.panel.closeMenu }}
      signOutError={signOut.error}
    />
  );
}
