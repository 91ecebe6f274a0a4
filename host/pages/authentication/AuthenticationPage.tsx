import { useParams } from 'react-router';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { LoggedOutPage } from './LoggedOutPage.tsx';
import { LoginCallbackPage } from './LoginCallbackPage.tsx';
import { LoginFailedPage } from './LoginFailedPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { LogoutCallbackPage } from './LogoutCallbackPage.tsx';
import { LogoutPage } from './LogoutPage.tsx';

const pages = {
  login: LoginPage,
  'login-callback': LoginCallbackPage,
  'login-failed': LoginFailedPage,
  logout: LogoutPage,
  'logout-callback': LogoutCallbackPage,
  'logged-out': LoggedOutPage,
} as const;

/** /authentication/:action, one page per action (platform §2). */
export function AuthenticationPage() {
  const { action = '' } = useParams();
  const Page = Object.hasOwn(pages, action) ? pages[action as keyof typeof pages] : NotFoundPage;
  return <Page key={action} />;
}
