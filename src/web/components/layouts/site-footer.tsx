import { Link } from 'wouter';
import type { Locale } from '@common/i18n/locales';
import { LanguageSelect } from '@/components/language-select';
import { useI18n } from '@/lib/i18n';

const LINK = 'rounded-sm underline-offset-4 hover:text-foreground hover:underline';

/**
 * Footer on every page: peer-support notice, the guidelines, privacy and terms links, and the
 * language switcher (a visitor's choice is kept in this browser).
 * @param props.onLocaleChosen also called with a language chosen here (the signed-in shell saves it to the member's settings)
 * @param props.hideMinimumAge leave out 'For ages 13 and over': under the age screen it would hint at the answer that lets one in
 */
export function SiteFooter({
  onLocaleChosen,
  hideMinimumAge = false,
}: {
  onLocaleChosen?: (locale: Locale) => void;
  hideMinimumAge?: boolean;
}) {
  const { t, chooseLocale } = useI18n();
  const choose = (locale: Locale) => {
    chooseLocale(locale).catch(() => undefined);
    onLocaleChosen?.(locale);
  };
  return (
    <footer className="mt-12 border-t bg-background/80">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>{t(hideMinimumAge ? 'footer.noticeWithoutAge' : 'footer.notice')}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <nav aria-label={t('footer.legal')} className="flex flex-wrap gap-x-4 gap-y-2">
            <Link href="/guidelines" className={LINK}>
              {t('footer.guidelines')}
            </Link>
            <Link href="/privacy" className={LINK}>
              {t('footer.privacy')}
            </Link>
            <Link href="/terms" className={LINK}>
              {t('footer.terms')}
            </Link>
          </nav>
          <LanguageSelect labelId="footer.language" onChoose={choose} />
        </div>
      </div>
    </footer>
  );
}
