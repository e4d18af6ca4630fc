import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useJoinRoom } from '../api/join-room';

/** The room's history is refused: a public room or open group can be joined from here. */
export function RoomRefusal({ error, roomId, name }: { error: unknown; roomId: string; name: string }) {
  const join = useJoinRoom();
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div className="flex flex-1 items-center justify-center bg-canvas">
      <EmptyState
        title={forbidden ? '您还不在这个聊天室中' : '聊天加载失败'}
        hint={errorMessage(error, '请检查网络后重试')}
        action={
          forbidden ? (
            <Button pending={join.isPending} onClick={() => join.mutate({ roomId, name })}>
              <LogIn aria-hidden className="size-4" />
              加入聊天室
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
