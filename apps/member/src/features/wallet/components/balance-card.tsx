import type { WalletReply } from '@taishan/contracts';
import { BadgeCheck, HandHeart, KeyRound, Lock, Plus, Send, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatYuan } from '../lib/amount';

function Pill({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <span
      className={
        ok
          ? 'inline-flex items-center gap-1 rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-medium text-white ring-1 ring-white/40 ring-inset'
          : 'inline-flex items-center gap-1 rounded-full bg-black/15 px-2.5 py-0.5 text-xs font-medium text-white/85 ring-1 ring-white/25 ring-inset'
      }
    >
      {children}
    </span>
  );
}

function Action({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="group flex flex-col items-center gap-1.5 rounded-2xl py-2 text-sm font-medium text-white transition-colors hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-transparent"
    >
      <span
        aria-hidden
        className="flex size-12 items-center justify-center rounded-2xl bg-white/95 text-brand-700 shadow-sm group-disabled:bg-white/60"
      >
        {icon}
      </span>
      {label}
    </button>
  );
}

/** The balance, the two badges and the three actions. */
export function BalanceCard({
  wallet,
  onRecharge,
  onTransfer,
  onDonate,
}: {
  wallet: WalletReply;
  onRecharge: () => void;
  onTransfer: () => void;
  onDonate: () => void;
}) {
  const noPassword = !wallet.transactionPassword;
  return (
    <section
      aria-label="功德箱余额"
      className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-800 to-brand-900 p-5 text-white shadow-lg shadow-brand-900/20 sm:p-6"
    >
      <svg
        aria-hidden
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -top-16 -right-14 size-56 text-white/10"
      >
        <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M100 4a48 48 0 0 1 0 96a48 48 0 0 0 0 96a96 96 0 0 1 0-192z" fill="currentColor" />
      </svg>
      <div className="relative flex flex-wrap items-center gap-2">
        <Pill ok={wallet.isVerified}>
          {wallet.isVerified ? (
            <BadgeCheck aria-hidden className="size-3.5" />
          ) : (
            <ShieldAlert aria-hidden className="size-3.5" />
          )}
          {wallet.isVerified ? '已实名' : '未实名'}
        </Pill>
        <Pill ok={wallet.transactionPassword}>
          <KeyRound aria-hidden className="size-3.5" />
          {wallet.transactionPassword ? '交易密码已设置' : '交易密码未设置'}
        </Pill>
      </div>
      <p className="relative mt-5 text-sm text-white/90">功德箱余额（元）</p>
      <p className="relative mt-1 font-serif text-4xl font-semibold tracking-wide tabular-nums sm:text-5xl">
        <span className="mr-1 text-2xl sm:text-3xl">¥</span>
        {formatYuan(wallet.balance)}
      </p>
      {wallet.lockedUntil && (
        <p className="relative mt-3 flex items-center gap-1.5 rounded-xl bg-black/20 px-3 py-2 text-xs text-white">
          <Lock aria-hidden className="size-3.5 shrink-0" />
          交易密码错误次数过多，转账已锁定至{' '}
          {new Date(wallet.lockedUntil).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' })}
        </p>
      )}
      <div className="relative mt-5 grid grid-cols-3 gap-2 border-t border-white/20 pt-4">
        <Action label="充值" icon={<Plus className="size-5" />} onClick={onRecharge} />
        <Action label="转账" icon={<Send className="size-5" />} onClick={onTransfer} disabled={noPassword} />
        <Action
          label="捐献"
          icon={<HandHeart className="size-5" />}
          onClick={onDonate}
          disabled={noPassword}
        />
      </div>
      {noPassword && (
        <p className="relative mt-2 text-center text-xs text-white/80">设置交易密码后即可转账与捐献</p>
      )}
    </section>
  );
}
