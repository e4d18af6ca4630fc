import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { SidebarContent } from './sidebar-content';

/** The phone's top bar; its menu button opens the side menu as a drawer. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-stone-200 bg-white/90 px-3 backdrop-blur">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="打开菜单"
          aria-expanded={open}
          className="flex size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
        >
          <Menu aria-hidden className="size-5" />
        </button>
        <BrandMark className="size-7 rounded-lg" />
        <span className="font-semibold text-stone-900">泰山宫管理后台</span>
      </header>

      {open && (
        <div className="fixed inset-0 z-40">
          <div aria-hidden className="absolute inset-0 bg-stone-900/40" onClick={() => setOpen(false)} />
          <aside
            role="dialog"
            aria-modal="true"
            aria-label="系统管理员"
            className="animate-drawer-in absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl"
          >
            <button
              ref={closeRef}
              type="button"
              onClick={() => setOpen(false)}
              aria-label="关闭菜单"
              className="absolute top-3 right-3 z-10 flex size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
            >
              <X aria-hidden className="size-5" />
            </button>
            <SidebarContent collapsed={false} onNavigate={() => setOpen(false)} />
          </aside>
        </div>
      )}
    </>
  );
}
