import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminLayout } from './layouts/admin-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { SessionRoot } from './routes/session-root';
import { UsersRoute } from './routes/users';

// Only pages that exist are routed; later pages (dashboard, messages, reports, finance, verifications)
// are added with their features.
const router = createBrowserRouter(
  [
    {
      element: <SessionRoot />,
      children: [
        { index: true, element: <HomeRoute /> },
        { element: <AdminLayout />, children: [{ path: 'users', element: <UsersRoute /> }] },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
  { basename: '/admin' },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
