import { MESSAGE_MAX_LENGTH } from '@taishan/contracts';
import { SendHorizontal, Smile } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { EmojiPicker } from './emoji-picker';

const MAX_HEIGHT_PX = 140;
/** From this many characters on, the input shows how many of the 2,000 are used. */
export const COUNTER_FROM = 1800;

/** "1,950/2000": what the counter says. */
export const counterText = (length: number) => `${length.toLocaleString('en-US')}/${MESSAGE_MAX_LENGTH}`;

/**
 * The input line: Enter sends, Shift+Enter breaks the line (and Enter that only
 * confirms an IME candidate does nothing); the input clears on send; the button is disabled while
 * the text is blank or a send is still pending. Near the 2,000-character limit a counter shows
 * (and is announced), red at the limit, where the input stops taking more.
 */
export function MessageComposer({
  onSend,
  onTyping,
  pending,
  placeholder = '输入消息...',
}: {
  onSend: (text: string) => boolean;
  onTyping?: () => void;
  pending: boolean;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const blank = text.trim() === '';
  const nearLimit = text.length >= COUNTER_FROM;
  const atLimit = text.length >= MESSAGE_MAX_LENGTH;

  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (blank || pending) return;
    if (onSend(text)) setText('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const insert = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <div className="border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md">
      {emojiOpen && <EmojiPicker onPick={insert} />}
      <div className="flex items-end gap-2 px-3 py-2.5">
        <button
          type="button"
          aria-label="表情"
          aria-expanded={emojiOpen}
          onClick={() => setEmojiOpen((open) => !open)}
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full transition-colors',
            emojiOpen
              ? 'bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
              : 'text-ink-muted hover:bg-surface-muted',
          )}
        >
          <Smile aria-hidden className="size-6" />
        </button>
        <div className="relative flex min-w-0 flex-1 flex-col">
          <textarea
            ref={input}
            rows={1}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-label="消息内容"
            placeholder={placeholder}
            enterKeyHint="send"
            onChange={(e) => {
              setText(e.target.value);
              onTyping?.();
            }}
            onKeyDown={onKeyDown}
            aria-describedby={nearLimit ? counterId : undefined}
            className="max-h-35 min-h-11 w-full resize-none rounded-3xl border border-line bg-canvas px-4 py-2.5 text-[0.95rem] leading-6 text-ink placeholder:text-ink-faint focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none"
          />
          {/* Always in the page so the live region is there before it has something to say. */}
          <span
            id={counterId}
            role="status"
            aria-live="polite"
            className={cn(
              'self-end px-3 pt-1 text-xs tabular-nums',
              !nearLimit && 'sr-only',
              atLimit ? 'font-medium text-red-700 dark:text-red-400' : 'text-ink-muted',
            )}
          >
            {nearLimit && (atLimit ? `${counterText(text.length)}，已达字数上限` : counterText(text.length))}
          </span>
        </div>
        <button
          type="button"
          aria-label="发送"
          disabled={blank || pending}
          onClick={submit}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-700 to-brand-800 text-white shadow-sm shadow-brand-900/20 transition-all hover:from-brand-800 hover:to-brand-900 active:scale-95 disabled:from-stone-300 disabled:to-stone-400 disabled:shadow-none dark:disabled:from-stone-700 dark:disabled:to-stone-800"
        >
          <SendHorizontal aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  );
}
