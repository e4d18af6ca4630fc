import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLogout } from '../api/logout';

export function LogoutButton({ className }: { className?: string }) {
  const { logout, pending } = useLogout();
  return (
    <Button
      variant="danger"
      size="lg"
      className={className}
      onClick={logout}
      pending={pending}
      pendingText="正在退出..."
    >
      <LogOut aria-hidden className="size-4" />
      退出登录
    </Button>
  );
}
