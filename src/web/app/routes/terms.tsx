import { LEGAL_LAST_UPDATED, LEGAL_TAGS, LegalLayout, LegalSection } from '@/components/layouts/legal-layout';
import { useI18n } from '@/lib/i18n';

/** /terms — the Terms of Service (spec §2): 19 numbered sections in plain language, in the reader's language. */
export default function TermsPage() {
  return (
    <LegalLayout titleId="legal.terms.title" updated={LEGAL_LAST_UPDATED}>
      <TermsText />
    </LegalLayout>
  );
}

/** The terms' text, in the language of the I18n around it. */
function TermsText() {
  const { t, rich } = useI18n();
  return (
    <>
      <p>{rich('legal.terms.intro', LEGAL_TAGS)}</p>

      <LegalSection title={t('legal.terms.accept.title')}>
        <p>{t('legal.terms.accept.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.who.title')}>
        <p>{t('legal.terms.who.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.care.title')}>
        <p>{t('legal.terms.care.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.crisis.title')}>
        <p>{t('legal.terms.crisis.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.account.title')}>
        <p>{t('legal.terms.account.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.guidelines.title')}>
        <ul>
          <li>{t('legal.terms.guidelines.kind')}</li>
          <li>{t('legal.terms.guidelines.experiences')}</li>
          <li>{t('legal.terms.guidelines.privacy')}</li>
          <li>{t('legal.terms.guidelines.report')}</li>
          <li>{t('legal.terms.guidelines.professional')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.terms.forbidden.title')}>
        <ul>
          <li>{t('legal.terms.forbidden.harassment')}</li>
          <li>{t('legal.terms.forbidden.selfHarm')}</li>
          <li>{t('legal.terms.forbidden.medical')}</li>
          <li>{t('legal.terms.forbidden.private')}</li>
          <li>{t('legal.terms.forbidden.sexual')}</li>
          <li>{t('legal.terms.forbidden.spam')}</li>
          <li>{t('legal.terms.forbidden.pretending')}</li>
          <li>{t('legal.terms.forbidden.law')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.terms.anonymous.title')}>
        <p>{t('legal.terms.anonymous.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.warnings.title')}>
        <p>{t('legal.terms.warnings.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.content.title')}>
        <p>{t('legal.terms.content.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.moderation.title')}>
        <p>{t('legal.terms.moderation.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.messages.title')}>
        <p>{t('legal.terms.messages.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.status.title')}>
        <p>{t('legal.terms.status.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.spaceMode.title')}>
        <p>{t('legal.terms.spaceMode.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.privacy.title')}>
        <p>{rich('legal.terms.privacy.text', LEGAL_TAGS)}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.suspending.title')}>
        <p>{t('legal.terms.suspending.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.guarantees.title')}>
        <p>{t('legal.terms.guarantees.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.limits.title')}>
        <p>{t('legal.terms.limits.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.changes.title')}>
        <p>{t('legal.terms.changes.text')}</p>
      </LegalSection>
    </>
  );
}
