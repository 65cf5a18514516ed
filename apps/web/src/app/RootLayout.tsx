import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/NavigationProgress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
