import { Eraser, House, LayoutDashboard } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { AUTH_CHANGE_EVENT, AUTH_TOKEN_KEY, getStoredToken, getStoredUser } from '@/lib/auth-storage';
import { formatDateTime, formatDuration } from '@/lib/format';
import { decodeClaims, expiresAtMs } from '@/lib/jwt';

function useNow(intervalMs: number) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-sm text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-right font-mono text-sm break-all text-ink">{children}</dd>
    </div>
  );
}

/** The debug screen: what session this browser holds and when it runs out. */
export function TokenTest() {
  const now = useNow(1000);
  const token = getStoredToken();
  const user = getStoredUser();
  const claims = token ? decodeClaims(token) : null;
  const expiresAt = claims ? expiresAtMs(claims) : null;

  const clearToken = () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    window.dispatchEvent(new CustomEvent(AUTH_CHANGE_EVENT, { detail: {} }));
  };

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4">
      <Card className="p-5">
        <SectionTitle>会话状态</SectionTitle>
        <dl className="mt-3 divide-y divide-line">
          <Row label="令牌">
            {token ? <Badge tone="green">已存储</Badge> : <Badge tone="red">未存储</Badge>}
          </Row>
          <Row label="用户">
            {user ? (
              <Badge tone="green">已存储 · {user.nickname || user.username}</Badge>
            ) : (
              <Badge tone="red">未存储</Badge>
            )}
          </Row>
        </dl>
      </Card>

      <Card className="p-5">
        <SectionTitle>令牌内容</SectionTitle>
        {claims ? (
          <dl className="mt-3 divide-y divide-line">
            <Row label="sub">{claims.sub}</Row>
            <Row label="role">{claims.role}</Row>
            <Row label="aud">{Array.isArray(claims.aud) ? claims.aud.join(', ') : claims.aud}</Row>
            <Row label="username">{claims.username ?? '—'}</Row>
            <Row label="iat">
              {claims.iat ? `${claims.iat}（${formatDateTime(claims.iat * 1000)}）` : '—'}
            </Row>
            <Row label="exp">{claims.exp}</Row>
            <Row label="过期时间">{expiresAt ? formatDateTime(expiresAt) : '—'}</Row>
            <Row label="剩余时间">
              {expiresAt && expiresAt > now ? (
                formatDuration(expiresAt - now)
              ) : (
                <Badge tone="red">已过期</Badge>
              )}
            </Row>
          </dl>
        ) : (
          <p className="mt-3 text-sm text-ink-muted">{token ? '令牌无法解析' : '当前没有令牌'}</p>
        )}
      </Card>

      <div className="grid gap-3 sm:grid-cols-3">
        <Link to="/dao" className={buttonClasses('primary')}>
          <LayoutDashboard aria-hidden className="size-4" />
          前往道页
        </Link>
        <Button variant="danger" onClick={clearToken} disabled={!token}>
          <Eraser aria-hidden className="size-4" />
          清除令牌
        </Button>
        <Link to="/" className={buttonClasses('secondary')}>
          <House aria-hidden className="size-4" />
          返回首页
        </Link>
      </div>
    </div>
  );
}
