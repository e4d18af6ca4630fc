import type { PaymentMethod } from '@taishan/contracts';

export interface PaymentRequest {
  paymentId: string;
  userId: string;
  amountFen: bigint;
  method: PaymentMethod;
}

/**
 * Recharges go through a payment provider. `start` either confirms at once (the
 * sandbox) or leaves the payment pending; a real Alipay or WeChat Pay adapter answers `pending` and
 * later calls `confirmPayment` (domain/recharge.ts) from its verified callback.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True when no real money moves; the member app shows 测试支付. */
  readonly sandbox: boolean;
  start(request: PaymentRequest): Promise<{ status: 'confirmed' | 'pending'; providerRef: string }>;
}

/** Confirms every payment immediately and says so; never touches a real payment network. */
export const sandboxProvider: PaymentProvider = Object.freeze({
  name: 'sandbox',
  sandbox: true,
  async start(request: PaymentRequest) {
    return { status: 'confirmed' as const, providerRef: `sandbox-${request.paymentId}` };
  },
});

export function paymentProviderFor(name: 'sandbox'): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return sandboxProvider;
  }
}
