import { z } from 'zod';

/** 09:00-18:00, the temple office's hours, unless the gateway is told otherwise. */
export const DEFAULT_SUPPORT_HOURS = '每日 09:00-18:00';

/**
 * GET /api/app/config: what the apps learn at run time from the gateway's configuration, so ops
 * can change it without a rebuild. Public: the landing screen needs it before anyone signs in.
 */
export const appConfigReply = z
  .object({
    support: z.object({
      /** The hotline (SUPPORT_PHONE) as people write it; null when none is configured. */
      phone: z.string().nullable(),
      /** The feedback address (SUPPORT_EMAIL); null when none is configured. */
      email: z.string().nullable(),
      /** When the hotline is answered (SUPPORT_HOURS). */
      hours: z.string(),
    }),
    /** True when the gateway runs the demo community (DEMO_SEED): debug pages and demo hints show. */
    demo: z.boolean(),
  })
  .meta({ id: 'AppConfig', description: '应用运行配置：客服联系方式与演示模式' });
export type AppConfig = z.infer<typeof appConfigReply>;

/** A phone number as written on a card (digits, spaces, dashes, brackets, a leading +). */
export const SUPPORT_PHONE_PATTERN = /^\+?[\d\s()-]{3,30}$/;

/** The number a tel: link dials: the digits and a leading +, nothing else. */
export const dialableNumber = (phone: string) => phone.replace(/[^\d+]/g, '');
