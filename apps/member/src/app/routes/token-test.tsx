import { TokenTest } from '@/features/debug/components/token-test';

export function TokenTestRoute() {
  return <TokenTest />;
}
