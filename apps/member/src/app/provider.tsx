import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AuthProvider, useOptionalUser } from '@/lib/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { AppearanceSync } from './appearance-sync';

/** Cached data belongs to one member: drop it when a different one (or nobody) is signed in. */
function ResetCacheOnUserChange() {
  const userId = useOptionalUser()?.id ?? null;
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ResetCacheOnUserChange />
        <AppearanceSync>{children}</AppearanceSync>
      </AuthProvider>
    </QueryClientProvider>
  );
}
