import { FRIEND_REQUEST_RETRY_HOURS, MESSAGE_RECALL_MINUTES } from '@taishan/contracts';
import { AppError, badRequest, conflict, forbidden, notFound } from '@taishan/service-kit';

/** Every refusal chat gives, in one place, so HTTP and NATS callers read the same words. */
export const errors = Object.freeze({
  /** Also for private rooms the caller is not in: their existence is not revealed. */
  chatNotFound: () => notFound('CHAT_NOT_FOUND', '聊天不存在'),
  joinGroupFirst: () => forbidden('NOT_A_MEMBER', '请先加入该群聊'),
  joinRoomFirst: () => forbidden('NOT_A_MEMBER', '请先加入该聊天室'),
  userNotFound: (field?: string) => new AppError('USER_NOT_FOUND', '用户不存在', 404, field),
  memberUnknown: () => forbidden('MEMBER_UNKNOWN', '账户资料正在同步，请稍后再试'),
  memberDeleted: () => forbidden('MEMBER_DELETED', '账户已注销'),
  messageSelf: () => badRequest('CANNOT_MESSAGE_SELF', '不能给自己发消息', 'receiverId'),
  strangersBlocked: () => forbidden('STRANGER_MESSAGES_BLOCKED', '对方仅接收好友的消息'),
  clientIdReused: () => new AppError('CLIENT_ID_REUSED', '消息编号已被使用', 409, 'clientId'),
  friendSelf: () => badRequest('CANNOT_ADD_SELF', '不能添加自己为好友', 'friendId'),
  alreadyFriends: () => conflict('ALREADY_FRIENDS', '你们已经是好友了'),
  friendRequestsClosed: () => forbidden('FRIEND_REQUESTS_CLOSED', '对方已关闭好友申请'),
  friendRequestPending: () => conflict('FRIEND_REQUEST_PENDING', '已发送好友请求，请等待对方验证'),
  friendRequestDeclined: () =>
    conflict('FRIEND_REQUEST_DECLINED', `对方已拒绝你的好友请求，请${FRIEND_REQUEST_RETRY_HOURS}小时后再试`),
  /** Also for someone else's request: whether it exists is not revealed. */
  friendRequestNotFound: () => notFound('FRIEND_REQUEST_NOT_FOUND', '好友请求不存在或已处理'),
  notFriends: () => notFound('NOT_FRIENDS', '你们还不是好友'),
  onlyFriends: (field: string) => new AppError('NOT_FRIENDS', '只能邀请好友加入群聊', 403, field),
  groupInvitesClosed: (field: string) =>
    new AppError('GROUP_INVITES_CLOSED', '对方不允许被邀请加入群聊', 403, field),
  pickFriends: () => badRequest('VALIDATION_FAILED', '请至少选择一位好友', 'memberIds'),
  notAGroup: () => forbidden('NOT_A_GROUP', '只能向群聊添加成员'),
  cannotLeave: () => forbidden('CANNOT_LEAVE', '公共聊天室和私聊无法退出'),
  messageNotFound: () => new AppError('MESSAGE_NOT_FOUND', '消息不存在', 404, 'messageId'),
  reportOwn: () => badRequest('CANNOT_REPORT_OWN', '不能举报自己的消息', 'messageId'),
  alreadyReported: () => conflict('ALREADY_REPORTED', '您已举报过这条消息'),
  recallOthers: () => forbidden('NOT_YOUR_MESSAGE', '只能撤回自己的消息'),
  recallTooLate: () => conflict('RECALL_TOO_LATE', `超过${MESSAGE_RECALL_MINUTES}分钟的消息不能撤回`),
});
