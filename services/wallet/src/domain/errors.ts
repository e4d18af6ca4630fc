import { formatFen } from '@taishan/contracts';
import { AppError, badRequest, conflict, forbidden, notFound } from '@taishan/service-kit';

/** Every refusal the wallet gives, in one place. */
export const errors = Object.freeze({
  walletPending: () => new AppError('WALLET_PENDING', '功德箱正在开通，请稍后再试', 503),
  walletClosed: () => forbidden('WALLET_CLOSED', '账户已注销'),
  membersOnly: () => forbidden('AUTH_FORBIDDEN', '没有权限执行此操作'),
  passwordNotSet: () => badRequest('TRANSACTION_PASSWORD_NOT_SET', '请先设置交易密码', 'transactionPassword'),
  wrongPassword: (left: number) =>
    badRequest(
      'TRANSACTION_PASSWORD_WRONG',
      left > 0 ? `交易密码错误，还可尝试${left}次` : '交易密码错误',
      'transactionPassword',
    ),
  currentPasswordRequired: () =>
    badRequest('CURRENT_PASSWORD_REQUIRED', '请输入当前交易密码', 'currentPassword'),
  wrongCurrentPassword: (left: number) =>
    badRequest(
      'TRANSACTION_PASSWORD_WRONG',
      left > 0 ? `当前交易密码错误，还可尝试${left}次` : '当前交易密码错误',
      'currentPassword',
    ),
  locked: (until: Date) => {
    const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
    return new AppError(
      'TRANSACTION_PASSWORD_LOCKED',
      `交易密码错误次数过多，转账已锁定，请${minutes}分钟后再试`,
      423,
    );
  },
  passwordChangedMeanwhile: () => conflict('TRANSACTION_PASSWORD_CHANGED', '交易密码已被修改，请刷新后重试'),
  recipientNotFound: () => notFound('RECIPIENT_NOT_FOUND', '收款人不存在'),
  transferToSelf: () => badRequest('TRANSFER_TO_SELF', '不能转账给自己', 'targetUser'),
  insufficientFunds: () => badRequest('INSUFFICIENT_BALANCE', '余额不足', 'amount'),
  amountTooLarge: (field: 'recharge' | 'transfer' | 'donation', max: bigint) =>
    badRequest(
      'AMOUNT_TOO_LARGE',
      `单笔${{ recharge: '充值', transfer: '转账', donation: '捐献' }[field]}金额不能超过${formatFen(max)}元`,
      'amount',
    ),
  idempotencyMismatch: () => conflict('IDEMPOTENCY_KEY_REUSED', '该请求编号已用于另一笔操作，请刷新后重试'),
  badIdempotencyKey: () => badRequest('VALIDATION_FAILED', '请求编号无效', 'Idempotency-Key'),
});
