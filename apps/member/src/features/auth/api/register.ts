import { type AuthReply, authReply, type RegisterBody } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeSession } from '@/lib/auth-storage';

export function register(body: RegisterBody): Promise<AuthReply> {
  return apiRequest('/api/auth/register', { schema: authReply, method: 'POST', body, session: false });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (reply) => storeSession(reply.token, reply.user),
  });
}
