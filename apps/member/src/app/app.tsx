import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { registerNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    registerNavigator((to) => void router.navigate(to, { replace: true }));
  }, [router]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
