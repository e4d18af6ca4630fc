import type { User } from '@taishan/contracts';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { checkAvatarFile, useUploadAvatar } from '../api/upload-avatar';

export function AvatarUpload({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const name = user.nickname || user.username;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    upload.mutate(file);
  };

  return (
    <div className="relative">
      <div className="rounded-full bg-linear-to-br from-brand-300 via-brand-100 to-brand-400 p-1 shadow-lg shadow-brand-900/20">
        <UserAvatar
          src={user.avatar ?? user.profileImageUrl}
          name={name}
          className="size-24 text-4xl ring-4 ring-surface"
        />
      </div>
      {upload.isPending && (
        <div className="absolute inset-1 flex items-center justify-center rounded-full bg-black/45 text-white">
          <Spinner className="size-6" />
        </div>
      )}
      <button
        type="button"
        aria-label="更换头像"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full border-2 border-surface bg-brand-600 text-white shadow-md transition-colors hover:bg-brand-700 disabled:opacity-60"
      >
        <Camera aria-hidden className="size-4" />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label="选择头像图片"
        className="sr-only"
        tabIndex={-1}
        onChange={onChange}
      />
    </div>
  );
}
