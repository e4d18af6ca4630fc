import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        richColors
        closeButton
        // sonner's own label is "Notifications alt+T"; Alt+T moves focus to the toasts.
        customAriaLabel="通知（按 Alt+T 查看）"
        toastOptions={{ duration: 4000, closeButtonAriaLabel: '关闭通知' }}
      />
    </QueryClientProvider>
  );
}
