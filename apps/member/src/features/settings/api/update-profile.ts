import { type ProfileUpdate, profileConflictReply, type User, user } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { storeUser } from '@/lib/auth-storage';
import { currentUserQueryOptions } from '@/lib/current-user';
import { reportFailure, type ShowOnField } from '@/lib/report-failure';

/** Saves the profile the form was based on (`version`); an older one is refused (409) with the newer. */
export function updateProfile({ body, version }: { body: ProfileUpdate; version: number }): Promise<User> {
  return apiRequest('/api/user/profile', {
    schema: user,
    method: 'PUT',
    body,
    headers: { 'If-Match': `"${version}"` },
  });
}

/** The profile a refused save carried: what is stored now, saved on another device. */
export function newerProfileOf(error: unknown): User | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = profileConflictReply.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

export function useUpdateProfile({ showOnField }: { showOnField?: ShowOnField } = {}) {
  const queryClient = useQueryClient();
  const remember = (member: User) => {
    queryClient.setQueryData(currentUserQueryOptions().queryKey, member);
    storeUser(member);
  };
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      remember(saved);
      toast.success('个人资料已保存');
    },
    onError: (error) => {
      // A save refused for being stale brings the newer profile with it: the form shows that.
      const newer = newerProfileOf(error);
      if (newer) remember(newer);
      reportFailure(error, { title: '保存失败', fallback: '个人资料保存失败，请重试', showOnField });
    },
  });
}
