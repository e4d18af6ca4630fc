import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useLeaveGroup } from '../api/leave-group';

export function LeaveGroupDialog({
  open,
  onClose,
  roomId,
  name,
}: {
  open: boolean;
  onClose: () => void;
  roomId: string;
  name: string;
}) {
  const navigate = useNavigate();
  const leave = useLeaveGroup(roomId, { onLeft: () => navigate('/chat', { replace: true }) });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="退出群聊"
      description={`确定退出「${name}」吗？退出后将不再收到该群消息。`}
    >
      <DialogActions onCancel={onClose}>
        <Button
          variant="danger"
          pending={leave.isPending}
          pendingText="退出中..."
          onClick={() => leave.mutate()}
        >
          确认退出
        </Button>
      </DialogActions>
    </Dialog>
  );
}
