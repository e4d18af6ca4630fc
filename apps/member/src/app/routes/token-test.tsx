import { lazy } from 'react';
import { DebugOnly } from './debug-only';

const TokenTest = lazy(() =>
  import('@/features/debug/components/token-test').then((m) => ({ default: m.TokenTest })),
);

export function TokenTestRoute() {
  return (
    <DebugOnly>
      <TokenTest />
    </DebugOnly>
  );
}
