import { Toaster } from 'sonner';

/**
 * What the region is called to assistive technology; sonner's own is "Notifications alt+T".
 * Alt+T (sonner's default hotkey) moves focus to the toasts.
 */
const REGION_LABEL = '通知（按 Alt+T 查看）';

/**
 * The app's toasts. A modal <dialog> owns the top layer and makes the page behind it inert: a
 * toast there would be blurred under the backdrop and never announced. So the page's toaster
 * gives way while a modal is open (index.css hides `.page-toaster` then) and every open Dialog
 * renders its own inside itself: a toast always shows once, where the member is looking.
 */
export function AppToaster({ dark, place }: { dark: boolean; place: 'page' | 'dialog' }) {
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      theme={dark ? 'dark' : 'light'}
      customAriaLabel={REGION_LABEL}
      className={place === 'page' ? 'page-toaster' : undefined}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: '关闭通知' }}
    />
  );
}
