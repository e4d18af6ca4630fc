import { type AuthReply, authReply, type LoginBody } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeSession } from '@/lib/auth-storage';

export function login(body: LoginBody): Promise<AuthReply> {
  // A 401 here means wrong credentials, not an ended session.
  return apiRequest('/api/auth/login', { schema: authReply, method: 'POST', body, session: false });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => storeSession(reply.token, reply.user),
  });
}
