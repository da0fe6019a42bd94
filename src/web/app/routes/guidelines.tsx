import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { CrisisResources } from '@/components/crisis/crisis-resources';
import { LegalLayout, LegalSection } from '@/components/layouts/legal-layout';
import { useI18n } from '@/lib/i18n';

/** When the guidelines last changed. */
export const GUIDELINES_LAST_UPDATED = '2026-11-22';

/**
 * /guidelines — the full Community Guidelines, open to everyone, signed in or not, in the
 * reader's language. Written with the safe messaging guidelines for suicide and self-harm in
 * mind (Samaritans; reportingonsuicide.org): no method details, no promises we cannot keep, and a
 * signpost to help near the top and at the end.
 */
export default function GuidelinesPage() {
  return (
    <LegalLayout titleId="guidelines.card.title" updated={GUIDELINES_LAST_UPDATED}>
      <GuidelinesText />
    </LegalLayout>
  );
}

/** The guidelines' text, in the language of the I18n around it. */
function GuidelinesText() {
  const { t, rich } = useI18n();
  return (
    <>
      <p>
        {rich('guidelines.page.intro', {
          terms: (chunks: ReactNode[]) => (
            <Link href="/terms" className="text-primary underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>

      <aside aria-labelledby="guidelines-help-now" className="rounded-lg border border-primary/40 bg-primary/5 p-4">
        <h2 id="guidelines-help-now" className="text-lg font-semibold">
          {t('guidelines.page.helpTitle')}
        </h2>
        <p className="mt-1 mb-3 text-[0.95rem] text-foreground/90">{t('guidelines.page.helpText')}</p>
        <CrisisResources />
      </aside>

      <LegalSection title={t('guidelines.page.kind.title')}>
        <ul>
          <li>{t('guidelines.page.kind.everyone')}</li>
          <li>{t('guidelines.page.kind.noHarassment')}</li>
          <li>{t('guidelines.page.kind.neverEncourage')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('guidelines.page.advice.title')}>
        <ul>
          <li>{t('guidelines.page.advice.helped')}</li>
          <li>{t('guidelines.page.advice.diagnose')}</li>
          <li>{t('guidelines.page.advice.professionals')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('guidelines.page.privacy.title')}>
        <ul>
          <li>{t('guidelines.page.privacy.share')}</li>
          <li>{t('guidelines.page.privacy.anonymous')}</li>
          <li>{t('guidelines.page.privacy.copy')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('guidelines.page.suicide.title')}>
        <p>{t('guidelines.page.suicide.intro')}</p>
        <ul>
          <li>{t('guidelines.page.suicide.feelings')}</li>
          <li>{t('guidelines.page.suicide.solution')}</li>
          <li>{t('guidelines.page.suicide.warning')}</li>
          <li>{t('guidelines.page.suicide.helps')}</li>
        </ul>
        <p>{t('guidelines.page.suicide.replyIntro')}</p>
        <ul>
          <li>{t('guidelines.page.suicide.listen')}</li>
          <li>{t('guidelines.page.suicide.encourage')}</li>
          <li>{t('guidelines.page.suicide.secret')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('guidelines.page.risk.title')}>
        <ul>
          <li>{t('guidelines.page.risk.report')}</li>
          <li>{t('guidelines.page.risk.shown')}</li>
          <li>{t('guidelines.page.risk.danger')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('guidelines.page.report.title')}>
        <ul>
          <li>{t('guidelines.page.report.use')}</li>
          <li>{t('guidelines.page.report.confidential')}</li>
          <li>{t('guidelines.page.report.remove')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('guidelines.page.professional.title')}>
        <p>{t('guidelines.page.professional.text')}</p>
      </LegalSection>
    </>
  );
}
