import type { RouteObject } from 'react-router';
import { AppShell } from './layout/AppShell.tsx';
import { AuthenticationPage } from './pages/authentication/AuthenticationPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { LoginChoicePage } from './pages/LoginChoicePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PasswordChangePage } from './pages/PasswordChangePage.tsx';
import { StartupErrorScreen } from './screens/StartupErrorScreen.tsx';

/** The host's routes (platform §2). Content pages from the route tree come later. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <StartupErrorScreen />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'authentication/:action', element: <AuthenticationPage /> },
      { path: 'login', element: <LoginChoicePage /> },
      { path: 'password-change', element: <PasswordChangePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
