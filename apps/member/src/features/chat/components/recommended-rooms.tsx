import { RECOMMENDED_GROUP_IDS } from '@taishan/contracts';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { SkeletonRow } from '@/components/ui/skeleton';
import { usePublicRooms } from '../api/get-public-rooms';
import { useJoinRoom } from '../api/join-room';
import { ConversationAvatar } from './conversation-avatar';

/**
 * A member with no conversation of their own yet is offered the two seeded open
 * groups (道德经 study, 太极 practice) to join.
 */
export function RecommendedRooms() {
  const { data, isPending } = usePublicRooms();
  const join = useJoinRoom();
  const rooms = (data ?? []).filter((r) => (RECOMMENDED_GROUP_IDS as readonly string[]).includes(r.id));
  if (!isPending && rooms.length === 0) return null;

  return (
    <Card className="mx-1 p-4">
      <SectionTitle action={<Sparkles aria-hidden className="size-4 text-brand-600" />}>
        推荐群组
      </SectionTitle>
      <p className="mt-1 text-xs text-ink-muted">与同修道友一起研习、切磋</p>
      <ul className="mt-3 space-y-2">
        {isPending
          ? [0, 1].map((i) => (
              <SkeletonRow
                key={i}
                as="li"
                className="py-1"
                picture="size-11 rounded-2xl"
                lines={['h-4 w-28', 'h-3 w-40']}
              />
            ))
          : rooms.map((room) => {
              const joining = join.isPending && join.variables?.roomId === room.id;
              return (
                <li key={room.id} className="flex items-center gap-3 rounded-xl bg-surface-muted/60 p-2.5">
                  <ConversationAvatar type={room.type} name={room.name} className="size-11" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-ink">{room.name}</p>
                    <p className="truncate text-xs text-ink-muted">
                      {room.memberCount}位成员{room.description ? ` · ${room.description}` : ''}
                    </p>
                  </div>
                  {room.joined ? (
                    <span className="text-xs text-ink-faint">已加入</span>
                  ) : (
                    <Button
                      size="sm"
                      aria-label={`加入${room.name}`}
                      pending={joining}
                      disabled={join.isPending}
                      onClick={() => join.mutate({ roomId: room.id, name: room.name })}
                    >
                      加入
                    </Button>
                  )}
                </li>
              );
            })}
      </ul>
    </Card>
  );
}
