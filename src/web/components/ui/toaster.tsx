import { useI18n } from '@/lib/i18n';
import { useToast } from './use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Renders the toast store; mount once near the root (app/provider.tsx). */
export function Toaster() {
  const { toasts } = useToast();
  const { t } = useI18n();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      {/* Radix puts the hotkey in place of its own {hotkey}. */}
      <ToastViewport label={t('shell.toast.region', { hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
