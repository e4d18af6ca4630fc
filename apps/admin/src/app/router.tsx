import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminLayout } from './layouts/admin-layout';
import { FinanceRoute } from './routes/finance';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { SessionRoot } from './routes/session-root';
import { UsersRoute } from './routes/users';
import { VerificationsRoute } from './routes/verifications';

// Only pages that exist are routed; later pages (dashboard, messages, reports) are added with their
// features.
const router = createBrowserRouter(
  [
    {
      element: <SessionRoot />,
      children: [
        { index: true, element: <HomeRoute /> },
        {
          element: <AdminLayout />,
          children: [
            { path: 'users', element: <UsersRoute /> },
            { path: 'verifications', element: <VerificationsRoute /> },
            { path: 'finance', element: <FinanceRoute /> },
          ],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
  { basename: '/admin' },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
