import { UsersPanel } from '@/features/users/components/users-panel';
import { PageHeader } from '../layouts/page-header';

export function UsersRoute() {
  return (
    <>
      <PageHeader title="会员管理" description="查看和管理泰山宫道友的账户、认证状态与在线情况" />
      <UsersPanel />
    </>
  );
}
