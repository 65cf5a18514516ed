import { Navigate, type RouteObject } from '@/router';
import { PageSpinner } from '@/components/PageSpinner';
import { RouteErrorPage } from '@/components/RouteErrorPage';
import { RECOVERY_STEPS } from '@/features/recovery/steps';
import { PANEL_ROUTE_ID, panelLoader } from '@/areas/panel/session';
import { RootLayout } from './RootLayout';
import { staffRoutes } from './staff-routes';

/* Each area is its own chunk; routes of one area import the same module so they share it. */
const publicArea = () => import('@/areas/public');
const recoveryArea = () => import('@/areas/public/recovery');
const termsPage = () => import('@/areas/public/TermsPage');
const privacyNoticePage = () => import('@/areas/public/PrivacyNoticePage');
const panelArea = () => import('@/areas/panel');
const financialArea = async () => (await panelArea()).loadFinancialPages();
const financialDocuments = async () => (await panelArea()).loadFinancialDocuments();
const supportArea = async () => (await panelArea()).loadSupportPages();
const notificationsPage = async () => (await panelArea()).loadNotificationsPage();
const cardPages = async () => (await panelArea()).loadCardPages();
const appPage = async () => ({ Component: (await (await panelArea()).loadAppPages()).AppPage });
const booksPage = async () => ({ Component: (await (await panelArea()).loadAppPages()).BooksAppPage });
const devicePages = async () => (await panelArea()).loadDevicePages();
const oletvPage = async () => ({ Component: (await (await panelArea()).loadAppPages()).OletvPage });
const atpBoxPages = async () => (await panelArea()).loadAtpBoxPages();
const speedTestPage = async () => ({ Component: (await (await panelArea()).loadSpeedTestPage()).SpeedTestPage });
const notFoundPage = async () => ({ Component: (await import('@/components/NotFoundPage')).NotFoundPage });

export const tenantRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/', element: <Navigate to="/sign-in" replace /> },
      {
        lazy: async () => ({ Component: (await publicArea()).LoginLayout }),
        children: [
          {
            path: '/sign-in',
            lazy: async () => {
              const { SignInPage, signInLoader } = await publicArea();
              return { Component: SignInPage, loader: signInLoader };
            },
          },
          { path: RECOVERY_STEPS.cpfCnpj, lazy: async () => ({ Component: (await recoveryArea()).RequestRestorationPage }) },
          {
            path: RECOVERY_STEPS.chooseEmail,
            lazy: async () => {
              const { ChooseEmailPage, chooseEmailLoader } = await recoveryArea();
              return { Component: ChooseEmailPage, loader: chooseEmailLoader };
            },
          },
          {
            path: RECOVERY_STEPS.verificationCode,
            lazy: async () => {
              const { VerificationCodePage, verificationCodeLoader } = await recoveryArea();
              return { Component: VerificationCodePage, loader: verificationCodeLoader };
            },
          },
          {
            path: RECOVERY_STEPS.newPassword,
            lazy: async () => {
              const { NewPasswordPage, newPasswordLoader } = await recoveryArea();
              return { Component: NewPasswordPage, loader: newPasswordLoader };
            },
          },
          { path: RECOVERY_STEPS.done, lazy: async () => ({ Component: (await recoveryArea()).PasswordChangedPage }) },
        ],
      },
      { path: '/termos-de-privacidade', lazy: async () => ({ Component: (await termsPage()).TermsPage }) },
      { path: '/aviso-de-privacidade', lazy: async () => ({ Component: (await privacyNoticePage()).PrivacyNoticePage }) },
      {
        id: PANEL_ROUTE_ID,
        path: '/panel',
        loader: panelLoader,
        lazy: async () => ({ Component: (await panelArea()).PanelShell }),
        children: [
          { index: true, lazy: async () => ({ Component: (await panelArea()).HomePage }) },
          { path: 'security', lazy: async () => ({ Component: (await (await panelArea()).loadSecurityPage()).SecurityPage }) },
          { path: 'security/my-data', lazy: async () => ({ Component: (await (await panelArea()).loadMyDataPage()).MyDataPage }) },
          { path: 'notifications', lazy: async () => ({ Component: (await notificationsPage()).NotificationsPage }) },
          { path: 'financial/credit-card', lazy: async () => ({ Component: (await cardPages()).CardsPage }) },
          { path: 'financial/credit-card/new', lazy: async () => ({ Component: (await cardPages()).NewCardPage }) },
          { path: 'financial/invoices/to-pay', lazy: async () => ({ Component: (await financialArea()).InvoicesToPayPage }) },
          { path: 'financial/invoices/received', lazy: async () => ({ Component: (await financialArea()).InvoicesReceivedPage }) },
          { path: 'financial/invoice/:invoice_id', lazy: async () => ({ Component: (await financialArea()).InvoiceDetailPage }) },
          { path: 'financial/invoice/:invoice_id/payment/boleto', lazy: async () => ({ Component: (await financialArea()).BoletoPage }) },
          { path: 'financial/invoice/:invoice_id/payment/pix', lazy: async () => ({ Component: (await financialArea()).PixPage }) },
          {
            path: 'financial/invoice/:invoice_id/payment/card',
            lazy: async () => ({ Component: (await cardPages()).InvoiceCardPaymentPage }),
          },
          { path: 'financial/invoice/:invoice_id/payment/card/new', lazy: async () => ({ Component: (await cardPages()).NewCardPage }) },
          { path: 'financial/nfs', lazy: async () => ({ Component: (await financialDocuments()).FiscalNotesPage }) },
          { path: 'financial/contracts', lazy: async () => ({ Component: (await financialDocuments()).ContractsPage }) },
          { path: 'customer-service/request', lazy: async () => ({ Component: (await supportArea()).SupportRequestPage }) },
          { path: 'customer-service/in-progress', lazy: async () => ({ Component: (await supportArea()).SupportsInProgressPage }) },
          { path: 'customer-service/closed', lazy: async () => ({ Component: (await supportArea()).ClosedSupportsPage }) },
          { path: 'customer-service/:support_id', lazy: async () => ({ Component: (await supportArea()).SupportDetailPage }) },
          {
            path: 'customer-service/:support_id/add-message',
            lazy: async () => ({ Component: (await supportArea()).AddSupportMessagePage }),
          },
          // SPEC section 2: the Watch (Olé TV) pages and the generic app page show the same page for now.
          { path: 'app/watchbr/:contract_id/:app_id', lazy: appPage },
          { path: 'app/ole-tv/:contract_id/:app_id', lazy: appPage },
          // The Olé TV address that names no contract: the page asks which (GET /atplus/oletv/check).
          { path: 'app/atplus-oletv', lazy: oletvPage },
          // The ATP Box (SPEC section 2); the user to edit is named by `?id=` (features/cloud-storage/paths.ts).
          { path: 'app/atp-box/:contract_id/:app_id', lazy: async () => ({ Component: (await atpBoxPages()).AtpBoxPage }) },
          { path: 'app/atp-box/:contract_id/:app_id/user', lazy: async () => ({ Component: (await atpBoxPages()).AddCloudUserPage }) },
          {
            path: 'app/atp-box/:contract_id/:app_id/user/edit',
            lazy: async () => ({ Component: (await atpBoxPages()).EditCloudUserPage }),
          },
          { path: 'app/tocalivros/:contract_id/:app_id', lazy: booksPage },
          { path: 'speed-test', lazy: speedTestPage },
          { path: 'devices', lazy: async () => ({ Component: (await devicePages()).DevicesPage }) },
          { path: 'device/:device_id', lazy: async () => ({ Component: (await devicePages()).DevicePage }) },
          { path: 'app/:customer_app_id/:contract_id/:service_id?', lazy: appPage },
          { path: '*', lazy: async () => ({ Component: (await panelArea()).PanelNotFound }) },
        ],
      },
      ...staffRoutes,
      { path: '*', lazy: notFoundPage },
    ],
  },
];

/** Without a tenant every address is the astronaut (SPEC section 1), except the admin's and the provider's pages. */
export const noTenantRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [...staffRoutes, { path: '*', lazy: notFoundPage }],
  },
];
