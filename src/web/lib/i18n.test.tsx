import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, loadCatalog, useI18n } from './i18n';

afterEach(() => vi.restoreAllMocks());

describe('formatting a message (decision 0100)', () => {
  it('asks Intl for no list of supported locales, whose first call costs a phone ~175 ms on every first page', () => {
    const lookup = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const { result } = renderHook(() => useI18n());
    expect(result.current.t('shell.toast.region', { hotkey: 'F8' })).toBe('Notifications (F8)');
    expect(result.current.t('notifications.bell', { count: 0 })).toBe('Notifications');
    expect(result.current.t('notifications.bell', { count: 1204 })).toBe('Notifications, 1,204 unread');
    expect(lookup).not.toHaveBeenCalled();
  });

  it("formats numbers in the reader's locale, making its number formatter once", async () => {
    const catalog = await loadCatalog('de', { all: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider locale="de" catalog={catalog}>
        {children}
      </I18nProvider>
    );
    const { NumberFormat } = Intl;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof NumberFormat>) {
      return new NumberFormat(...args);
    } as typeof NumberFormat);
    const { result } = renderHook(() => useI18n(), { wrapper });
    expect(result.current.t('notifications.bell', { count: 1204 })).toBe('Benachrichtigungen, 1.204 ungelesen');
    expect(result.current.t('notifications.bell', { count: 3 })).toBe('Benachrichtigungen, 3 ungelesen');
    expect(made.mock.calls.filter(([locale]) => locale === 'de')).toHaveLength(1);
  });
});
