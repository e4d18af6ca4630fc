import { VerificationsPanel } from '@/features/verifications/components/verifications-panel';
import { PageHeader } from '../layouts/page-header';

export function VerificationsRoute() {
  return (
    <>
      <PageHeader title="实名认证" description="审核道友提交的实名认证申请" />
      <VerificationsPanel />
    </>
  );
}
