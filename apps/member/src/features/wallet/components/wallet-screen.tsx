import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useWallet } from '../api/get-wallet';
import { formatYuan } from '../lib/amount';
import { BalanceCard } from './balance-card';
import { donationFlow } from './donation-dialog';
import { RechargeDialog } from './recharge-dialog';
import { SecurityCard } from './security-card';
import { TransactionList } from './transaction-list';
import { TransactionPasswordDialog } from './transaction-password-dialog';
import { transferFlow } from './transfer-dialog';
import { TwoStepDialog } from './two-step-dialog';

type Open = 'recharge' | 'transfer' | 'donation' | 'password' | null;

function WalletSkeleton() {
  return (
    <div aria-busy className="space-y-4">
      <Skeleton className="h-64 w-full rounded-3xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/**
 * The merit box. Real-name verification is its own feature: the route hands in what
 * 实名认证 does.
 */
export function WalletScreen({ onVerify }: { onVerify: () => void }) {
  const wallet = useWallet();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const summary = wallet.isPending ? (
    <WalletSkeleton />
  ) : wallet.isError ? (
    <Card>
      <EmptyState
        title="功德箱加载失败"
        hint={errorMessage(wallet.error, '请检查网络连接后重试')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void wallet.refetch()}>
            重试
          </Button>
        }
      />
    </Card>
  ) : (
    <div className="space-y-4">
      <BalanceCard
        wallet={wallet.data}
        onRecharge={() => setOpen('recharge')}
        onTransfer={() => setOpen('transfer')}
        onDonate={() => setOpen('donation')}
      />
      <SecurityCard
        isVerified={wallet.data.isVerified}
        hasPassword={wallet.data.transactionPassword}
        onVerify={onVerify}
        onPassword={() => setOpen('password')}
      />
    </div>
  );

  const balance = wallet.data ? formatYuan(wallet.data.balance) : '0.00';
  return (
    <div className="mx-auto grid max-w-4xl items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-6">
      {summary}
      <TransactionList />
      <RechargeDialog open={open === 'recharge'} onClose={close} />
      <TwoStepDialog flow={transferFlow} open={open === 'transfer'} onClose={close} balance={balance} />
      <TwoStepDialog flow={donationFlow} open={open === 'donation'} onClose={close} balance={balance} />
      <TransactionPasswordDialog
        open={open === 'password'}
        onClose={close}
        hasPassword={wallet.data?.transactionPassword ?? false}
      />
    </div>
  );
}
