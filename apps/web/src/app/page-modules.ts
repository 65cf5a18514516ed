import type { PageModule } from '@central/domain';

const panelArea = () => import('@/areas/panel');
const adminArea = () => import('@/areas/admin');

/**
 * Each page module of the route manifest (@central/domain's web-routes) and its lazy import: every one is a chunk of its
 * own. The panel's and the admin's sections are imported by their area's chunk (areas/panel/index.ts), which is always
 * there first: what a section shares with its area then stays in the area's chunks, instead of being cut into new ones
 * that the sign-in page would also fetch.
 */
export const PAGE_MODULES: Record<PageModule, () => Promise<object>> = {
  'areas/public': () => import('@/areas/public'),
  'areas/public/recovery': () => import('@/areas/public/recovery'),
  'areas/public/TermsPage': () => import('@/areas/public/TermsPage'),
  'areas/public/PrivacyNoticePage': () => import('@/areas/public/PrivacyNoticePage'),
  'areas/panel': panelArea,
  'areas/panel/financial': async () => (await panelArea()).loadFinancialPages(),
  'areas/panel/financial/documents': async () => (await panelArea()).loadFinancialDocuments(),
  'areas/panel/cards': async () => (await panelArea()).loadCardPages(),
  'areas/panel/support': async () => (await panelArea()).loadSupportPages(),
  'areas/panel/SecurityPage': async () => (await panelArea()).loadSecurityPage(),
  'areas/panel/MyDataPage': async () => (await panelArea()).loadMyDataPage(),
  'areas/panel/NotificationsPage': async () => (await panelArea()).loadNotificationsPage(),
  'areas/panel/apps': async () => (await panelArea()).loadAppPages(),
  'areas/panel/atp-box': async () => (await panelArea()).loadAtpBoxPages(),
  'areas/panel/devices': async () => (await panelArea()).loadDevicePages(),
  'areas/panel/connection': async () => (await panelArea()).loadConnectionPage(),
  'features/speed-test/SpeedTestPage': async () => (await panelArea()).loadSpeedTestPage(),
  'areas/admin': adminArea,
  'areas/admin/form-pages': async () => (await adminArea()).loadFormPages(),
  'areas/admin/AdminSignInPage': () => import('@/areas/admin/AdminSignInPage'),
  'areas/provider': () => import('@/areas/provider'),
  'areas/provider/ProviderSignInPage': () => import('@/areas/provider/ProviderSignInPage'),
  'components/NotFoundPage': () => import('@/components/NotFoundPage'),
};
