import type { RouteObject } from 'react-router';
import LoginPage from '../features/auth/LoginPage.tsx';
import RegisterPage from '../features/auth/RegisterPage.tsx';
import NotFoundPage from '../errors/NotFoundPage.tsx';
import RouteErrorPage from '../errors/RouteErrorPage.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';
import { prefetchChatState, prefetchPetition, requireSession, welcomeGuard } from './guards.ts';
import { lazyPage } from './lazyPage.ts';
import type { BeneficiaryPage } from '../features/beneficiary/pages.ts';

/** The beneficiary's pages (issue 24) share one small loader chunk: one import in this table for the four. */
const beneficiaryPage = (page: BeneficiaryPage) => lazyPage(() => import('../features/beneficiary/pages.ts').then((m) => m.loadBeneficiaryPage(page)));

/**
 * Route list of spec §2. Login and register are in the first bundle; every other page is its own chunk.
 * To add a page: create features/<name>/<Name>Page.tsx with a default export and add a line below.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', lazy: lazyPage(() => import('../features/auth/ForgotPasswordPage.tsx')) },
      { path: '/confirm-account', lazy: lazyPage(() => import('../features/auth/ConfirmAccountPage.tsx')) },
      { path: '/reset-pass-status', lazy: lazyPage(() => import('../features/auth/ResetPassStatusPage.tsx')) },
      { path: '/invitation', lazy: lazyPage(() => import('../features/invitations/AcceptInvitationPage.tsx')) },
      { path: '/beneficiary-invitation', lazy: beneficiaryPage('accept') },
      { path: '/two-factor', lazy: lazyPage(() => import('../features/two-factor/TwoFactorPage.tsx')) },
      { path: '/two-factor-enrolment', lazy: lazyPage(() => import('../features/two-factor/EnrolmentLinkPage.tsx')) },
      { path: '/', lazy: lazyPage(() => import('../features/home/HomePage.tsx')) },
      {
        loader: requireSession,
        shouldRevalidate: () => true,
        lazy: lazyPage(() => import('../layout/AppLayout.tsx')),
        children: [
          { path: '/welcome-client', lazy: lazyPage(() => import('../features/welcome/WelcomeClientPage.tsx')) },
          { path: '/welcome', loader: welcomeGuard, lazy: lazyPage(() => import('../features/welcome/WelcomePage.tsx')) },
          { path: '/setup', loader: prefetchPetition, lazy: lazyPage(() => import('../features/setup/SetupPage.tsx')) },
          { path: '/file-upload-quesionnaire', loader: prefetchPetition, lazy: lazyPage(() => import('../features/questionnaire/QuestionnairePage.tsx')) },
          { path: '/file-upload-list', loader: prefetchPetition, lazy: lazyPage(() => import('../features/required-documents/DocumentListPage.tsx')) },
          { path: '/required-documents', lazy: lazyPage(() => import('../features/required-documents/RequiredDocumentsPage.tsx')) },
          { path: '/section/:id', loader: prefetchChatState, lazy: lazyPage(() => import('../features/chat/ChatSectionPage.tsx')) },
          { path: '/documents', lazy: lazyPage(() => import('../features/files/FilesPage.tsx')) },
          { path: '/readiness', lazy: lazyPage(() => import('../features/readiness/ReadinessPage.tsx')) },
          { path: '/letters', lazy: lazyPage(() => import('../features/letters/LettersPage.tsx')) },
          { path: '/packet', lazy: lazyPage(() => import('../features/packet/PacketPage.tsx')) },
          { path: '/check-answers', lazy: lazyPage(() => import('../features/check-answers/CheckAnswersPage.tsx')) },
          { path: '/pdf-editor/:documentId', lazy: lazyPage(() => import('../features/pdf-editor/PdfEditorPage.tsx')) },
          { path: '/clients', lazy: lazyPage(() => import('../features/clients/ClientsPage.tsx')) },
          { path: '/review', lazy: lazyPage(() => import('../features/review/ReviewPage.tsx')) },
          { path: '/comments', lazy: lazyPage(() => import('../features/review/CommentsPage.tsx')) },
          { path: '/my-part', lazy: beneficiaryPage('myPart') },
          { path: '/my-part/section/:id', lazy: beneficiaryPage('section') },
          { path: '/beneficiary-answers', lazy: beneficiaryPage('answers') },
          { path: '/activity', lazy: lazyPage(() => import('../features/account-data/ActivityPage.tsx')) },
          { path: '/your-data', lazy: lazyPage(() => import('../features/account-data/YourDataPage.tsx')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
