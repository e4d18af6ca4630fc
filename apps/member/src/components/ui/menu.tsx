import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { useDismissable } from '@/lib/use-dismissable';
import { menuItems, nextItemIndex } from './menu-navigation';

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted';
const toneClass = { default: 'text-ink', danger: 'text-red-700 dark:text-red-400' } as const;

/** Closes the menu an item sits in and gives focus back to its trigger. */
const CloseMenu = createContext<() => void>(() => {});

export interface MenuProps {
  /** The trigger's accessible name; also the menu's, unless `label` names it. */
  triggerLabel: string;
  label?: string;
  /** What the trigger shows (an icon). */
  trigger: ReactNode;
  triggerClassName: string;
  /** -1 keeps the trigger out of the Tab order where its container is the tab stop (a message list). */
  triggerTabIndex?: number;
  /** Where the open menu sits and how wide it is. */
  menuClassName: string;
  className?: string;
  /** Given when the caller decides when it is open (a long press, one menu of many at a time). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A menu button and its menu. Opening focuses the first item; the arrows, Home and End move
 * between items; Escape, Tab and choosing an item close it and give focus back to the trigger; a
 * pointer pressed anywhere else closes it.
 */
export function Menu(props: MenuProps) {
  const { triggerLabel, label, trigger, triggerClassName, menuClassName, className, children } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpenChange ?? setOwnOpen;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  useDismissable(open, root, (reason) => close(reason === 'escape'));

  useEffect(() => {
    if (open) menuItems(menu.current)[0]?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    // Focus goes back to the trigger, and Tab then moves on from there.
    if (event.key === 'Tab') return close(true);
    const items = menuItems(menu.current);
    const next = nextItemIndex(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        tabIndex={props.triggerTabIndex}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label ?? triggerLabel}
          onKeyDown={onKeyDown}
          className={cn(
            'absolute animate-fade-in border border-line bg-surface shadow-xl shadow-brand-950/10',
            menuClassName,
          )}
        >
          <CloseMenu value={() => close(true)}>{children}</CloseMenu>
        </div>
      )}
    </div>
  );
}

type Tone = keyof typeof toneClass;

/** An action in a menu. Choosing it closes the menu first, unless `keepOpen` (to show progress). */
export function MenuItem({
  onSelect,
  keepOpen = false,
  tone = 'default',
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick' | 'onSelect' | 'role' | 'type'> & {
  onSelect: () => void;
  keepOpen?: boolean;
  tone?: Tone;
}) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      onClick={() => {
        if (!keepOpen) close();
        onSelect();
      }}
      className={cn(itemClass, toneClass[tone], className)}
      {...props}
    />
  );
}

/** A page a menu leads to; choosing it closes the menu. */
export function MenuLink({ className, ...props }: Omit<LinkProps, 'onClick' | 'role'>) {
  const close = useContext(CloseMenu);
  return (
    <Link
      role="menuitem"
      onClick={close}
      className={cn(itemClass, toneClass.default, className)}
      {...props}
    />
  );
}

export function MenuSeparator() {
  return <hr className="my-2 border-line" />;
}
