import { LEGAL_LAST_UPDATED, LEGAL_TAGS, LegalLayout, LegalSection } from '@/components/layouts/legal-layout';
import { useI18n } from '@/lib/i18n';

/** /privacy — the Privacy Policy (spec §2), in plain language, in the reader's language. */
export default function PrivacyPage() {
  return (
    <LegalLayout titleId="legal.privacy.title" updated={LEGAL_LAST_UPDATED}>
      <PrivacyText />
    </LegalLayout>
  );
}

/** The policy's text, in the language of the I18n around it. */
function PrivacyText() {
  const { t, rich } = useI18n();
  return (
    <>
      <p>{t('legal.privacy.intro')}</p>

      <LegalSection title={t('legal.privacy.collect.title')}>
        <ul>
          <li>{rich('legal.privacy.collect.account', LEGAL_TAGS)}</li>
          <li>{rich('legal.privacy.collect.activity', LEGAL_TAGS)}</li>
          <li>{rich('legal.privacy.collect.technical', LEGAL_TAGS)}</li>
        </ul>
        <p>{t('legal.privacy.collect.noTracking')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.use.title')}>
        <ul>
          <li>{t('legal.privacy.use.run')}</li>
          <li>{t('legal.privacy.use.email')}</li>
          <li>{t('legal.privacy.use.safety')}</li>
          <li>{t('legal.privacy.use.improve')}</li>
          <li>{t('legal.privacy.use.legal')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.privacy.anonymous.title')}>
        <p>{t('legal.privacy.anonymous.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.visible.title')}>
        <p>{t('legal.privacy.visible.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.health.title')}>
        <p>{t('legal.privacy.health.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.storage.title')}>
        <ul>
          <li>{t('legal.privacy.storage.cookie')}</li>
          <li>{t('legal.privacy.storage.local')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.privacy.services.title')}>
        <ul>
          <li>{rich('legal.privacy.services.signIn', LEGAL_TAGS)}</li>
          <li>{rich('legal.privacy.services.music', LEGAL_TAGS)}</li>
          <li>{rich('legal.privacy.services.links', LEGAL_TAGS)}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.privacy.sharing.title')}>
        <p>{t('legal.privacy.sharing.intro')}</p>
        <ul>
          <li>{t('legal.privacy.sharing.providers')}</li>
          <li>{t('legal.privacy.sharing.law')}</li>
          <li>{t('legal.privacy.sharing.harm')}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.privacy.keeping.title')}>
        <p>{t('legal.privacy.keeping.text')}</p>
        <p>{rich('legal.privacy.keeping.deleted', LEGAL_TAGS)}</p>
        <p>{rich('legal.privacy.keeping.decisions', LEGAL_TAGS)}</p>
        <p>{t('legal.privacy.keeping.closeIntro')}</p>
        <ul>
          <li>{rich('legal.privacy.keeping.closeNow', LEGAL_TAGS)}</li>
          <li>{rich('legal.privacy.keeping.closeLater', LEGAL_TAGS)}</li>
          <li>{rich('legal.privacy.keeping.closeRemains', LEGAL_TAGS)}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.privacy.rights.title')}>
        <p>{t('legal.privacy.rights.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.age.title')}>
        <p>{t('legal.privacy.age.text')}</p>
        <p>{t('legal.privacy.age.minors')}</p>
        <p>{t('legal.privacy.age.under13')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.security.title')}>
        <p>{t('legal.privacy.security.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.care.title')}>
        <p>{t('legal.privacy.care.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.privacy.changes.title')}>
        <p>{rich('legal.privacy.changes.text', LEGAL_TAGS)}</p>
      </LegalSection>
    </>
  );
}
