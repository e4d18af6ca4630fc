/** Every subject and the stream name carry NATS_PREFIX so parallel stacks and test runs never meet. */
export function prefixed(prefix: string, subject: string): string {
  return `${prefix}.${subject}`;
}

export function unprefixed(prefix: string, subject: string): string {
  return subject.startsWith(`${prefix}.`) ? subject.slice(prefix.length + 1) : subject;
}

/** Stream names cannot hold dots, so the prefix joins with an underscore: taishan_EVENTS. */
export function streamName(prefix: string): string {
  return `${prefix.replace(/[^A-Za-z0-9_-]/g, '_')}_EVENTS`;
}
