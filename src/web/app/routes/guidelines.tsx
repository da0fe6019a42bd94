import { Link } from 'wouter';
import { CrisisResources } from '@/components/crisis/crisis-resources';
import { LegalLayout, LegalSection } from '@/components/layouts/legal-layout';

/** When the guidelines last changed. */
export const GUIDELINES_LAST_UPDATED = '2026-11-22';

/**
 * /guidelines — the full Community Guidelines, open to everyone, signed in or not. Written
 * with the safe messaging guidelines for suicide and self-harm in mind (Samaritans;
 * reportingonsuicide.org): no method details, no promises we cannot keep, and a signpost to
 * help near the top and at the end.
 */
export default function GuidelinesPage() {
  return (
    <LegalLayout title="Community Guidelines" updated={GUIDELINES_LAST_UPDATED}>
      <p>
        MindSpace is a place to be heard, especially on hard days. These guidelines help keep it safe and kind for everyone here, including
        people who are struggling right now. They sit alongside our{' '}
        <Link href="/terms" className="text-primary underline underline-offset-2">
          Terms of Service
        </Link>
        .
      </p>

      <aside aria-labelledby="guidelines-help-now" className="rounded-lg border border-primary/40 bg-primary/5 p-4">
        <h2 id="guidelines-help-now" className="text-lg font-semibold">
          If you need help now
        </h2>
        <p className="mt-1 mb-3 text-[0.95rem] text-foreground/90">
          MindSpace is peer support, not an emergency service, and nobody watches it around the clock. If you are thinking about suicide or
          are in danger, please reach out to one of these services. They are free and confidential.
        </p>
        <CrisisResources />
      </aside>

      <LegalSection title="1. Be kind and respectful">
        <ul>
          <li>Treat everyone as someone doing their best. Disagree gently, and about ideas, not people.</li>
          <li>No harassment, bullying, threats or hate speech, and nothing that mocks someone&rsquo;s pain.</li>
          <li>Never encourage anyone to hurt themselves. Posts that do are removed.</li>
        </ul>
      </LegalSection>

      <LegalSection title="2. Share experiences, not advice">
        <ul>
          <li>Talk about what helped you (&ldquo;what worked for me was&hellip;&rdquo;) rather than telling others what to do.</li>
          <li>Do not diagnose anyone, and do not tell anyone to start, stop or change a medicine or a treatment.</li>
          <li>Even members who say they are professionals are not acting as anyone&rsquo;s doctor or therapist here.</li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Respect privacy and anonymity">
        <ul>
          <li>Do not share anyone&rsquo;s name, photos, contact details or other private information, yours included.</li>
          <li>Do not try to find out who wrote an anonymous post, and do not guess in public.</li>
          <li>What people share here is theirs. Please do not copy it elsewhere.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Talking about suicide and self-harm">
        <p>
          You can talk about suicidal feelings and self-harm here. Saying how you feel is often the first step towards feeling less alone,
          and you will not be judged for it. To keep the space safe for others who may be struggling too:
        </p>
        <ul>
          <li>Talk about feelings and experiences, never about methods, means or places, and do not share images of injuries.</li>
          <li>Do not describe suicide or self-harm as a solution, a way out or something brave or beautiful.</li>
          <li>Add a content warning to posts about heavy topics, so people can choose when to read them.</li>
          <li>Share what helps: the people, steps and services that made a difference for you.</li>
        </ul>
        <p>When you reply to someone who is struggling:</p>
        <ul>
          <li>Listen, take them seriously, and thank them for sharing. You do not need the perfect words.</li>
          <li>Gently encourage them to contact a crisis line or someone they trust, and share the services above.</li>
          <li>Do not agree to keep it a secret, and do not try to be their only support. Look after yourself too.</li>
        </ul>
      </LegalSection>

      <LegalSection title="5. When someone may be at risk">
        <ul>
          <li>
            If a post or message makes you worried for someone&rsquo;s safety, report it and choose &lsquo;Someone may be at risk of
            harm&rsquo;. Moderators look at these reports before any others.
          </li>
          <li>
            When someone posts words that suggest they may be at risk, MindSpace shows them support services straight away and lets the
            moderators know. Their post is never held back, and no other member is told.
          </li>
          <li>If you believe someone is in immediate danger, call 911.</li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Report harmful content">
        <ul>
          <li>Use &lsquo;Report&rsquo; on any question, answer, comment, message or profile that breaks these guidelines.</li>
          <li>
            Reports are confidential: the person you report is not told who reported them. You will hear when a moderator has looked at your
            report, but not what they decided.
          </li>
          <li>Moderators may remove content that breaks these guidelines.</li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Seek professional help when needed">
        <p>
          Peer support can help a lot, but it is not a substitute for professional care. If you are finding things hard, a doctor, counselor
          or therapist can help, and the services above are there any time of day or night.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
