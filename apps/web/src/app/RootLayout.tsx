import { Outlet } from 'react-router';
import { NavigationProgress } from '@/components/NavigationProgress';
import { useFocusOnNavigation } from '@/components/useFocusOnNavigation';

export function RootLayout() {
  useFocusOnNavigation();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
