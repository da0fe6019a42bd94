import { Link } from 'wouter';
import { LEGAL_LAST_UPDATED, LegalLayout, LegalSection } from '@/components/layouts/legal-layout';

/** /terms — the Terms of Service (spec §2): 19 numbered sections in plain language. */
export default function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" updated={LEGAL_LAST_UPDATED}>
      <p>
        These terms are the rules for using MindSpace, a peer-support community for mental-health discussion. We have tried to keep them
        short and clear. Please read them together with our <Link href="/privacy">Privacy Policy</Link>.
      </p>

      <LegalSection title="1. Accepting these terms">
        <p>By creating an account or using MindSpace, you agree to these terms. If you do not agree, please do not use it.</p>
      </LegalSection>

      <LegalSection title="2. Who can use MindSpace">
        <p>
          You must be at least 13 years old. If you are under the age of adulthood where you live, please use MindSpace with the knowledge
          of a parent or guardian. You may have only one account, and you must not use MindSpace if we have removed you before.
        </p>
      </LegalSection>

      <LegalSection title="3. Peer support, not professional care">
        <p>
          MindSpace is peer support and not a substitute for professional care. Members share their own experiences; they are not acting as
          doctors, therapists or counselors, even if they say they are. Nothing here is medical advice, diagnosis or treatment. Always talk
          to a qualified professional about your health, and never ignore professional advice because of something you read here.
        </p>
      </LegalSection>

      <LegalSection title="4. In a crisis">
        <p>
          MindSpace cannot respond to emergencies and is not monitored around the clock. If you or someone else is in danger, call 911. For
          the 988 Suicide &amp; Crisis Lifeline, call or text 988 (1-800-273-8255); for the Crisis Text Line, text HOME to 741741. The
          &lsquo;Need help now?&rsquo; button on every page lists these services.
        </p>
      </LegalSection>

      <LegalSection title="5. Your account">
        <p>
          You sign in through an identity provider. Keep your sign-in details safe and tell us if you think someone else has used your
          account. You are responsible for what is posted from your account. You can change your name once every 30 days and your status
          once every 7 days.
        </p>
      </LegalSection>

      <LegalSection title="6. Community guidelines">
        <ul>
          <li>Be kind and respectful.</li>
          <li>Share experiences, not advice.</li>
          <li>Respect privacy and anonymity.</li>
          <li>Report harmful content.</li>
          <li>Seek professional help when needed.</li>
        </ul>
      </LegalSection>

      <LegalSection title="7. What is not allowed">
        <ul>
          <li>Harassment, bullying, threats or hate speech.</li>
          <li>Encouraging or giving instructions for self-harm, suicide or eating-disorder behaviours.</li>
          <li>Dangerous medical advice, such as telling someone to stop prescribed medication.</li>
          <li>Sharing anyone&apos;s private information, or trying to find out who wrote an anonymous post.</li>
          <li>Sexual content, and any content that sexualises minors.</li>
          <li>Spam, advertising, or selling products or services.</li>
          <li>Pretending to be someone else, or to hold qualifications you do not have.</li>
          <li>Breaking the law, or interfering with how MindSpace works.</li>
        </ul>
      </LegalSection>

      <LegalSection title="8. Anonymous posting">
        <p>
          You can post questions and answers anonymously, so other members do not see your name. Anonymous posts stay linked to your account
          for moderation: moderators and administrators can see who wrote them, and these terms apply to them in full.
        </p>
      </LegalSection>

      <LegalSection title="9. Content warnings">
        <p>
          If your post mentions topics that may upset others, such as self-harm, abuse or trauma, add a content warning when you post. Posts
          with a content warning stay collapsed until the reader chooses to open them.
        </p>
      </LegalSection>

      <LegalSection title="10. Your content">
        <p>
          You keep ownership of what you post. You give us permission to store, display and share it within MindSpace so the community can
          work, and to keep a post anonymised after you delete your account where others have replied to it. Only post what you have the
          right to share.
        </p>
      </LegalSection>

      <LegalSection title="11. Reporting and moderation">
        <p>
          Anyone can report a question, answer, comment, message or member. Moderators review reports and may remove content or take action
          on accounts that break these terms. We may not be able to review every report immediately, and we do not check everything before
          it is posted.
        </p>
      </LegalSection>

      <LegalSection title="12. Direct messages">
        <p>
          Direct messages are private between the people in the conversation. These terms still apply to them, and a reported message can be
          seen by moderators. Never share passwords, money or your address with someone you met here.
        </p>
      </LegalSection>

      <LegalSection title="13. Your status and profile">
        <p>
          Your status (for example &ldquo;healing&rdquo; or &ldquo;supporting&rdquo;) and your bio are visible to other members. Choose only
          what you are comfortable sharing. The &ldquo;therapist&rdquo; badge is given only by us.
        </p>
      </LegalSection>

      <LegalSection title="14. Space Mode and other services">
        <p>
          The optional music player embedded in the &lsquo;Space Mode&rsquo; theme plays a playlist from Spotify. It loads only when you
          press &lsquo;Start music&rsquo;, and Spotify&apos;s own terms and privacy policy then apply. Links in posts lead to other websites
          that we do not control.
        </p>
      </LegalSection>

      <LegalSection title="15. Privacy and deleting your account">
        <p>
          Our <Link href="/privacy">Privacy Policy</Link> explains what we collect and why. You can close your account at any time from the
          Settings tab of your profile; we then remove or anonymise your personal data within 30 days.
        </p>
      </LegalSection>

      <LegalSection title="16. Suspending or ending accounts">
        <p>
          We may remove content, or suspend or close an account, that breaks these terms or puts others at risk. Where we can, we will tell
          you why. You can stop using MindSpace at any time.
        </p>
      </LegalSection>

      <LegalSection title="17. No guarantees">
        <p>
          MindSpace is provided &ldquo;as is&rdquo;. We work to keep it available and safe, but we cannot promise it will always work, be
          free of errors, or that what members post is accurate or helpful.
        </p>
      </LegalSection>

      <LegalSection title="18. Limits on our responsibility">
        <p>
          As far as the law allows, we are not responsible for what members post or for decisions you make based on it, nor for indirect
          losses. Nothing in these terms limits rights you have under laws that cannot be changed by agreement.
        </p>
      </LegalSection>

      <LegalSection title="19. Changes to these terms and contact">
        <p>
          We may update these terms. We will change the date above and, for important changes, tell you on the site before they apply. If
          you keep using MindSpace afterwards, the new terms apply. Questions: use the &lsquo;Got ideas?&rsquo; feedback form while signed
          in, or the contact details published by the operator of this site.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
