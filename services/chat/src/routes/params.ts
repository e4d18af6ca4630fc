import { roomId, uuid } from '@taishan/contracts';
import { z } from 'zod';

/** The path parameters of chat's routes, built from the contracts' ids. */
export const roomParams = z.object({ roomId });
export const contactParams = z.object({ contactId: uuid });
export const friendParams = z.object({ friendId: uuid });
export const friendRequestParams = z.object({ id: uuid });
export const messageParams = z.object({ messageId: uuid });
